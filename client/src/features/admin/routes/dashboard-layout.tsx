import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../../../components/ui/spinner';

// Temporary: the sidebar layout of /admin/dashboard; must keep rendering <Outlet /> for the nested routes.
export default function DashboardLayout() {
  return (
    <div className="container section">
      <h1>Panel de administración</h1>
      <Suspense fallback={<PageSpinner />}>
        <Outlet />
      </Suspense>
    </div>
  );
}
