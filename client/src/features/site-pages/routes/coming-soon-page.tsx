import { useLocation } from 'react-router-dom';
import { PlaceholderPage } from '../../../components/ui/placeholder-page';

const titles: Record<string, string> = { '/paginas': 'Productos', '/blog': 'Blog', '/tienda': 'Tienda' };

// Temporary: /paginas, /blog and /tienda until their screens exist.
export default function ComingSoonPage() {
  const { pathname } = useLocation();
  return <PlaceholderPage title={titles[pathname.toLowerCase().replace(/\/+$/, '')] ?? 'Próximamente'} />;
}
