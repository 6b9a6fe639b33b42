/** The back office's blog screens (client/src/app/routes.tsx mounts them under /admin/dashboard). */
export const BLOG_ADMIN_PATH = '/admin/dashboard/blog';
export const blogPostPath = (id: number | 'nueva') => `${BLOG_ADMIN_PATH}/${id}`;
