import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function PerfilProPage() {
  return <PlaceholderPage title="Perfil Profesional" />;
}
