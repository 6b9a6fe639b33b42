import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function AdminForgotPasswordPage() {
  return <PlaceholderPage title="Recuperar contraseña de administrador" />;
}
