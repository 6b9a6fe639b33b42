import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function LoginPage() {
  return <PlaceholderPage title="Iniciar sesión" />;
}
