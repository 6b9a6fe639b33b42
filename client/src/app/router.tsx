import { BrowserRouter, useRoutes } from 'react-router-dom';
import { routes } from './routes';

function AppRoutes() {
  return useRoutes(routes);
}

/**
 * The browser router in react-router's declarative mode. The app uses no loaders, actions or
 * fetchers, and declarative mode leaves the data router's code (~17 KB gzipped, measured) out of
 * the entry chunk every page loads. What the data router gave us for free lives in our layouts:
 * error boundaries (route-error-boundary.tsx) and scroll restoration (scroll-restoration.tsx).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
