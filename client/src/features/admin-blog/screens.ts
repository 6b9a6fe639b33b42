import type { Screen } from '../../lib/screens';
import { BLOG_ADMIN_PATH, blogPostPath } from './lib/paths';

/** The blog's back office: the posts and a post's editor. */
export const adminBlogScreens: readonly Screen[] = [
  {
    path: BLOG_ADMIN_PATH,
    page: () => import('./routes/blog-posts-page'),
    layout: 'dashboard',
    sidebar: { group: 'blog', label: 'Blog', icon: 'Newspaper', order: 1 },
  },
  // the editor on a new post (admin-blog.spec walks one with its cover and preview)
  { path: `${BLOG_ADMIN_PATH}/:id`, page: () => import('./routes/blog-post-page'), layout: 'dashboard', sweep: blogPostPath('nueva') },
];
