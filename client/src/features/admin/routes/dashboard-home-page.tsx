import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function DashboardHomePage() {
  return <PlaceholderPage title="Panel de administración" />;
}
