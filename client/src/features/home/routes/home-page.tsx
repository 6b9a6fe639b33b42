import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function HomePage() {
  return <PlaceholderPage title="Página de Inicio" />;
}
