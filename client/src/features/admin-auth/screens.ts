import type { Screen } from '../../lib/screens';

/** The back office's doors (login, the password's recovery) and Seguridad. */
export const adminAuthScreens: readonly Screen[] = [
  { path: '/login-admin-r21', page: () => import('./routes/admin-login-page'), layout: 'admin' },
  { path: '/admin/recuperar-contrasena', page: () => import('./routes/admin-forgot-password-page'), layout: 'admin' },
  {
    path: '/admin/reset-password',
    page: () => import('./routes/admin-reset-password-page'),
    layout: 'admin',
    sweep: '/admin/reset-password?token=un-enlace-de-prueba',
  },
  {
    path: '/admin/dashboard/seguridad',
    page: () => import('./routes/seguridad-page'),
    layout: 'dashboard',
    sidebar: { group: 'sistema', label: 'Seguridad', icon: 'ShieldCheck', order: 3 },
  },
];
