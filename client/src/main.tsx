// Must stay the first import: it configures zod before any lazily loaded schema is built.
import './lib/zod-jitless';
import { StrictMode, useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import './styles/index.css';
import { AppProviders, createQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { markHydrating } from './lib/hydration';

/** Tells after-paint.ts that the layout is live, so it replays the taps it held meanwhile. */
function AnnounceHydrated({ children }: { children: ReactNode }) {
  useEffect(() => {
    // The attribute lets the browser journeys wait for a live page instead of guessing.
    document.documentElement.dataset.hydrated = '';
    window.dispatchEvent(new Event('app:hydrated'));
  }, []);
  return children;
}

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AnnounceHydrated>
      <AppProviders client={createQueryClient()}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </AnnounceHydrated>
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
