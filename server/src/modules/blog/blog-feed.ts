import { Router } from 'express';
import { BLOG_FEED_SIZE, BLOG_PAGES, type PostDetail } from '@app/shared/blog';
import type { AppDeps } from '../../app-deps.js';
import { createBlogPublicService } from './blog-public.service.js';

/** Text for XML: the five special characters escaped, and the characters XML 1.0 forbids dropped. */
export function xmlText(s: string): string {
  return (
    s
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
      .replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '')
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&apos;')
  );
}

/** Our HTML names our pages and media by path; a feed reader needs whole addresses. */
export const absoluteUrls = (html: string, publicUrl: string) => html.replace(/\b(href|src)="\/(?![/\\])/g, `$1="${publicUrl}/`);

/** The blog's description (feed, list page). */
export const BLOG_DESCRIPTION =
  'Recetas, hidratación, hábitos y experiencias de nuestros retos: consejos de nutrición para vivir mejor en Colombia.';

/** RSS 2.0 of the given posts (newest first), with their whole HTML in content:encoded. */
export function rssFeed(posts: PostDetail[], site: { publicUrl: string; brandName: string }, builtAt: Date): string {
  const blogUrl = `${site.publicUrl}${BLOG_PAGES.lista}`;
  const items = posts.map((p) => {
    const url = `${site.publicUrl}${BLOG_PAGES.entrada(p.slug)}`;
    return [
      '    <item>',
      `      <title>${xmlText(p.titulo)}</title>`,
      `      <link>${xmlText(url)}</link>`,
      `      <guid isPermaLink="true">${xmlText(url)}</guid>`,
      `      <pubDate>${new Date(p.publicadoEn).toUTCString()}</pubDate>`,
      `      <dc:creator>${xmlText(p.autor)}</dc:creator>`,
      ...p.etiquetas.map((t) => `      <category>${xmlText(t.nombre)}</category>`),
      `      <description>${xmlText(p.extracto)}</description>`,
      `      <content:encoded>${xmlText(absoluteUrls(p.html, site.publicUrl))}</content:encoded>`,
      '    </item>',
    ].join('\n');
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    '  <channel>',
    `    <title>${xmlText(`Blog | ${site.brandName}`)}</title>`,
    `    <link>${xmlText(blogUrl)}</link>`,
    `    <description>${xmlText(BLOG_DESCRIPTION)}</description>`,
    '    <language>es-CO</language>',
    `    <lastBuildDate>${(posts[0] ? new Date(posts[0].publicadoEn) : builtAt).toUTCString()}</lastBuildDate>`,
    `    <atom:link href="${xmlText(`${site.publicUrl}${BLOG_PAGES.rss}`)}" rel="self" type="application/rss+xml"/>`,
    ...items,
    '  </channel>',
    '</rss>',
    '',
  ].join('\n');
}

/** /blog/rss.xml: the last BLOG_FEED_SIZE published posts, mounted at the site root before the page server. */
export function blogFeedRoutes({ db, config, clock }: Pick<AppDeps, 'db' | 'config' | 'clock'>): Router {
  const router = Router();
  const service = createBlogPublicService({ db });
  const site = { publicUrl: config.publicUrl, brandName: config.brand.name };
  router.get(BLOG_PAGES.rss, async (_req, res) => {
    const xml = rssFeed(await service.latest(BLOG_FEED_SIZE), site, clock());
    res.setHeader('Cache-Control', 'public, max-age=300');
    res.type('application/rss+xml; charset=utf-8').send(xml);
  });
  return router;
}

/** The blog's addresses for /sitemap.xml: the list (when it has posts) and every published post, with the day each last changed. */
export async function blogSitemapEntries({ db }: Pick<AppDeps, 'db'>): Promise<{ path: string; lastmod: string }[]> {
  const posts = await createBlogPublicService({ db }).publishedSlugs();
  if (posts.length === 0) return [];
  const day = (at: string) => at.slice(0, 10);
  const newest = posts
    .map((p) => day(p.updated_at))
    .sort()
    .at(-1)!;
  return [
    { path: BLOG_PAGES.lista, lastmod: newest },
    ...posts.map((p) => ({ path: BLOG_PAGES.entrada(p.slug), lastmod: day(p.updated_at) })),
  ];
}
