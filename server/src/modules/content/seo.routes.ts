import { Router } from 'express';
import { SITEMAP_PATHS } from '@app/shared/content';
import type { AppDeps } from '../../app-deps.js';

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * /robots.txt and /sitemap.xml, served at the site root before the built client. Both need
 * absolute URLs (a relative `Sitemap:` line makes robots.txt invalid), and the host is only known
 * at run time: it is the configured PUBLIC_URL, never the request's Host header.
 */
export function seoRoutes({ config }: AppDeps): Router {
  const router = Router();
  const robots = `User-agent: *\nAllow: /\nDisallow: /admin/\nDisallow: /login-admin-r21\n\nSitemap: ${config.publicUrl}/sitemap.xml\n`;
  const sitemap =
    '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    SITEMAP_PATHS.map((p) => `  <url><loc>${escapeXml(config.publicUrl + p)}</loc></url>\n`).join('') +
    '</urlset>\n';

  router.get('/robots.txt', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('text/plain; charset=utf-8').send(robots);
  });
  router.get('/sitemap.xml', (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=3600');
    res.type('application/xml; charset=utf-8').send(sitemap);
  });
  return router;
}
