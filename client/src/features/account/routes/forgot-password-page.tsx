import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function ForgotPasswordPage() {
  return <PlaceholderPage title="Recuperar contraseña" />;
}
