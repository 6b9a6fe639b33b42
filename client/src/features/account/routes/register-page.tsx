import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function RegisterPage() {
  return <PlaceholderPage title="Crear cuenta" />;
}
