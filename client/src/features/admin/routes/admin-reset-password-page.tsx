import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function AdminResetPasswordPage() {
  return <PlaceholderPage title="Restablecer contraseña de administrador" />;
}
