import { PlaceholderPage } from '../../../components/ui/placeholder-page';

// Temporary: replaced by the real screen.
export default function SliderEmbudoPage() {
  return <PlaceholderPage title="Slider Embudo" />;
}
