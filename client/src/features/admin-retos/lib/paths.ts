/** The back office's retos screens (their entries: ../screens.ts). */
export const RETOS_PATH = '/admin/dashboard/retos';
