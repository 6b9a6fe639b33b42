import { defineServerModule } from '../server-module.js';
import { contentRoutes } from './content.routes.js';
import { homePage } from './home-page.js';
import { seoRoutes } from './seo.routes.js';

// The content module's public surface: the public read of a thing by its slug (a former slug's 301),
// and its descriptor (the public content answers, robots and the sitemap over every module's
// entries, the home page's hero for the page server).
export type { SitemapSource } from './seo.routes.js';
export { answerBySlug } from './slug-reads.js';

export const contentModule = defineServerModule({
  name: 'content',
  routes: (deps, wiring) => ({
    // Public content first: cached, pre-compressed answers that skip the rest of the chain.
    beforeCompression: [contentRoutes(deps)],
    site: [seoRoutes(deps, wiring.sitemapSources)],
  }),
  pages: (deps) => [homePage(deps)],
});
