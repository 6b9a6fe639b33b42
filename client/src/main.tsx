// Must stay the first import: it configures zod before any lazily loaded schema is built.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/index.css';
import { AppProviders, createQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { markHydrating } from './lib/hydration';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders client={createQueryClient()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

// Public pages arrive pre-rendered (client/scripts/build.mjs): React adopts that HTML instead of
// painting it again. Every other route starts from the empty shell.
if (container.hasChildNodes()) {
  markHydrating();
  hydrateRoot(container, app);
} else {
  createRoot(container).render(app);
}
