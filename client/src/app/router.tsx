import { useRoutes } from 'react-router-dom';
import { routes } from './routes';

/**
 * The route table, rendered inside BrowserRouter (main.tsx) or StaticRouter (entry-prerender.tsx).
 * Declarative mode: the app uses no loaders, actions or fetchers, and it leaves the data router's
 * code (~17 KB gzipped, measured) out of the entry chunk every page loads. What the data router
 * gave us for free lives in our layouts: error boundaries (route-error-boundary.tsx) and scroll
 * restoration (scroll-restoration.tsx).
 */
export function AppRoutes() {
  return useRoutes(routes);
}
