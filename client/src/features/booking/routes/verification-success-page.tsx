import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function VerificationSuccessPage() {
  return <PlaceholderPage title="¡Correo verificado!" />;
}
