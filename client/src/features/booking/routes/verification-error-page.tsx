import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function VerificationErrorPage() {
  return <PlaceholderPage title="Error de verificación" />;
}
