import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function SliderInicioPage() {
  return <PlaceholderPage title="Slider Principal" />;
}
