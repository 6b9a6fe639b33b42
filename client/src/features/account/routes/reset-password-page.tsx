import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function ResetPasswordPage() {
  return <PlaceholderPage title="Restablecer contraseña" />;
}
