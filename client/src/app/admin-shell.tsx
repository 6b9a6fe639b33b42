import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { PageSpinner } from '../components/ui/spinner';
import { RouteErrorBoundary } from './route-error-boundary';

/** Back-office area: no public header or footer. */
export function AdminShell() {
  return (
    <div className="admin-shell">
      <RouteErrorBoundary>
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
    </div>
  );
}
