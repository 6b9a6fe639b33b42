/** The back office's blog screens (their entries: ../screens.ts). */
export const BLOG_ADMIN_PATH = '/admin/dashboard/blog';
export const blogPostPath = (id: number | 'nueva') => `${BLOG_ADMIN_PATH}/${id}`;
