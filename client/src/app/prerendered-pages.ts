import { SCREENS, prerenderedPages, type PrerenderedPage } from './screens';

/**
 * The public pages built to HTML at build time (client/scripts/build.mjs) and served as such by
 * the server, so that they paint before any JavaScript runs: the screens whose entry says
 * `prerender` (app/screens.ts). `module` is the page's lazy module as the Vite manifest names it:
 * its CSS is linked from the built page. The build fails if a module is missing from the manifest.
 * Pages that depend on the visitor (account, booking verification, admin) are not listed: they
 * start from the empty shell.
 *
 * `canonical` names the page a duplicate path shows (its canonical URL and og:url point there, as
 * the sitemap does). Every page also gets a share image (og:image) drawn at build time from its
 * title.
 */
export type { PrerenderedPage };

const { pages, notFound, templates } = prerenderedPages(SCREENS);

export const PRERENDERED_PAGES: readonly PrerenderedPage[] = pages;

/**
 * The page the server answers, with a 404 status, for a path outside the route table: any path
 * the route table sends to its catch-all route renders it.
 */
export const NOT_FOUND_PAGE: PrerenderedPage = notFound;

/**
 * Pages whose address holds data (a product's slug): their loading state is pre-rendered once, at
 * `path` (any value of the parameter renders the same first frame), and the server writes each
 * one's head per request from the database (server/src/web/page-head.ts) for link previews.
 * `route` is the route table's pattern; the build lists them in prerendered/templates.json.
 */
export const TEMPLATE_PAGES: readonly (PrerenderedPage & { route: string })[] = templates;
