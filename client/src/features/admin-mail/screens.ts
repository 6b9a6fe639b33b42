import type { Screen } from '../../lib/screens';

export const adminMailScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard/correos',
    page: () => import('./routes/undelivered-emails-page'),
    layout: 'dashboard',
    sidebar: { group: 'sistema', label: 'Correos no entregados', icon: 'MailWarning', order: 1 },
  },
];
