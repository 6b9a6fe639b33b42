import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function AdminLoginPage() {
  return <PlaceholderPage title="Login de Administrador" />;
}
