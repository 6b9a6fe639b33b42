import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function VerificationPendingPage() {
  return <PlaceholderPage title="Verificación pendiente" />;
}
