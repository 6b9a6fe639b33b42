import { mediaRef } from '../../db/media-references.js';
import { defineServerModule } from '../server-module.js';
import { blogAdminRoutes } from './blog-admin.routes.js';
import { blogFeedRoutes, blogSitemapEntries } from './blog-feed.js';
import { blogPages } from './blog-page.js';
import { createBlogPublisher } from './blog-publisher.js';
import { postSearchSource } from './blog-search.js';
import { blogRoutes } from './blog.routes.js';

// The blog module's public surface: its descriptor (the public reads, feed and back office, the
// posts' pages for the page server, the sitemap's entries, the scheduled-publishing worker, the
// posts as the site search finds them).
export type { BlogPublisher } from './blog-publisher.js';

export const blogModule = defineServerModule({
  name: 'blog',
  tables: ['blog_entradas', 'blog_slugs', 'blog_etiquetas', 'blog_entrada_etiquetas'],
  routes: (deps) => ({
    beforeCompression: [blogRoutes(deps)],
    admin: [blogAdminRoutes(deps)],
    site: [blogFeedRoutes(deps)],
  }),
  pages: (deps) => blogPages(deps),
  sitemap: (deps) => [() => blogSitemapEntries(deps)],
  workers: (deps) => ({ blogPublisher: createBlogPublisher(deps) }),
  searchSources: [postSearchSource],
  media: [mediaRef('blog_entradas', 'portada_path')],
  activity: {
    'post.created': 'entrada',
    'post.updated': 'entrada',
    'post.deleted': 'entrada',
    'post.published': 'entrada',
    'post.preview_link_created': 'entrada',
  },
});
