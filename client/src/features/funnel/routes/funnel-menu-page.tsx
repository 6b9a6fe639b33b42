import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function FunnelMenuPage() {
  return <PlaceholderPage title="Menú del embudo" />;
}
