import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function RegistroPage() {
  return <PlaceholderPage title="Únete a nuestro equipo" />;
}
