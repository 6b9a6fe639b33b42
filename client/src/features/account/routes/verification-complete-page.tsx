import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function VerificationCompletePage() {
  return <PlaceholderPage title="Cuenta Activada" />;
}
