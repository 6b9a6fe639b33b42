import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function VerifyEmailPage() {
  return <PlaceholderPage title="Verificando tu correo" />;
}
