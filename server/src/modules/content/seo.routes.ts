import { Router } from 'express';
import { SITEMAP_PATHS } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Pages of the sitemap that other modules know of (the shop's products), read when it is asked for. */
export type SitemapSource = () => Promise<{ path: string; lastmod?: string }[]>;

/**
 * /robots.txt and /sitemap.xml, served at the site root before the built client. Both need
 * absolute URLs (a relative `Sitemap:` line makes robots.txt invalid), and the host is only known
 * at run time: it is the configured PUBLIC_URL, never the request's Host header. `sources` add the
 * pages that live in the database (app.ts hands them in, so this module imports none of theirs).
 */
export function seoRoutes({ config }: Pick<AppDeps, 'config'>, sources: readonly SitemapSource[] = []): Router {
  const router = Router();
  // Mi pedido's address is a private link (its page also says noindex) and the checkout a form: neither is for a search engine.
  const robots =
    'User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /login-admin-r21\nDisallow: /pedido/\nDisallow: /checkout\n\n' +
    `Sitemap: ${config.publicUrl}/sitemap.xml\n`;
  const url = (p: string, lastmod?: string) =>
    `  <url><loc>${escapeXml(config.publicUrl + p)}</loc>${lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : ''}</url>\n`;
  const fixed = SITEMAP_PATHS.map((p) => url(p)).join('');

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(robots);
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const more = (await Promise.all(sources.map((source) => source()))).flat();
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res
      .type('application/xml; charset=utf-8')
      .send(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
          fixed +
          more.map((e) => url(e.path, e.lastmod)).join('') +
          '</urlset>\n',
      );
  });
  return router;
}
