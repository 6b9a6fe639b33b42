// The blog module's public surface: its public reads, feed and back office for app.ts,
// the pages' heads and readable content for the page server, its sitemap entries for seo.routes.ts,
// the scheduled-publishing worker for the runtime, and the posts as the site search finds them.
export { blogRoutes } from './blog.routes.js';
export { blogAdminRoutes } from './blog-admin.routes.js';
export { blogFeedRoutes, blogSitemapEntries } from './blog-feed.js';
export { blogPages } from './blog-page.js';
export { createBlogPublisher, type BlogPublisher } from './blog-publisher.js';
export { postSearchSource } from './blog-search.js';
