// Build-time only (client/scripts/build.mjs): renders the public pages to HTML in Node.
import './lib/zod-jitless';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, createQueryClient } from './app/provider';
import { AppRoutes } from './app/router';
import { PageMetaCollector, type CollectedPageMeta } from './lib/use-page-meta';
import { routes } from './app/routes';
import type { RouteObject } from 'react-router-dom';
import { brandName, contactPhone, country, socialLinks } from './lib/site-config';

export { PRERENDERED_PAGES, NOT_FOUND_PAGE, TEMPLATE_PAGES } from './app/prerendered-pages';

/**
 * Every path of the route table ('/reset-password/:token'…), without the catch-all: the server
 * answers any other path with the not-found page and a 404 status.
 */
export function routePaths(table: RouteObject[] = routes, parent = ''): string[] {
  const paths = new Set<string>();
  for (const route of table) {
    if (route.path === '*') continue;
    const here = route.path ? `${parent.replace(/\/$/, '')}/${route.path.replace(/^\//, '')}` : parent;
    if (route.index) paths.add(parent || '/');
    else if (route.children) for (const p of routePaths(route.children, here)) paths.add(p);
    else if (route.path) paths.add(here);
  }
  return [...paths];
}

/** schema.org description of the business, for the home page's JSON-LD (name, phone, country, social profiles). */
export function businessJsonLd(siteUrl: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'HealthAndBeautyBusiness',
    name: brandName,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icons/icon-512.png`,
    image: `${siteUrl}/images/share/inicio.jpg`,
    telephone: contactPhone,
    address: { '@type': 'PostalAddress', addressCountry: 'CO' },
    areaServed: { '@type': 'Country', name: country },
    sameAs: socialLinks.map((link) => link.href),
  };
}

/** Site-wide names the build writes into the web manifest and share images. */
export const SITE = { brandName };

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
