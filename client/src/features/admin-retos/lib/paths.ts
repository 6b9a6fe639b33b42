/** The back office's retos screens (client/src/app/routes.tsx mounts them under /admin/dashboard). */
export const RETOS_PATH = '/admin/dashboard/retos';
