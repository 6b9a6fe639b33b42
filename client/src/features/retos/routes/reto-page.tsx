import { PlaceholderPage } from '../../../components/ui/placeholder-page';

export type RetoDays = 10 | 21 | 90;

// Temporary: one page for /reto10dias, /reto21dias and /reto90dias; the router passes `days`.
export default function RetoPage({ days }: { days: RetoDays }) {
  return <PlaceholderPage title={`Reto de ${days} días`} />;
}
