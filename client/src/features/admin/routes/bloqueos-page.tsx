import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function BloqueosPage() {
  return <PlaceholderPage title="Gestionar Bloqueos" />;
}
