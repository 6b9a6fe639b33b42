// Build-time only (client/scripts/build.mjs): renders the public pages to HTML in Node.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { PageMetaCollector, type CollectedPageMeta } from './lib/use-page-meta';

export { PRERENDERED_PAGES } from './app/prerendered-pages';

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  title?: string;
  description?: string;
}

/**
 * Renders one URL the way the browser's first render will (same tree as main.tsx, no data yet,
 * nobody signed in), waiting for its lazy page module. Any render error fails the build.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  const meta: CollectedPageMeta = {};
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageMetaCollector value={meta}>
        <AppProviders client={createQueryClient()}>
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        </AppProviders>
      </PageMetaCollector>
    </StrictMode>,
    // Inline every boundary: React would otherwise move large ones into a hidden block revealed by
    // an inline script, which the site's CSP (no inline scripts) forbids.
    { onError: (error) => void errors.push(error), progressiveChunkSize: Number.MAX_SAFE_INTEGER },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  const html = Buffer.concat(chunks).toString('utf8');
  if (errors.length > 0) throw new AggregateError(errors, `pre-rendering ${url} failed`);
  return { html, ...meta };
}
