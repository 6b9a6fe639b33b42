import type { Screen } from '../../lib/screens';

export const adminPrivacyScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard/datos-personales',
    page: () => import('./routes/datos-personales-page'),
    layout: 'dashboard',
    // the people's requests about their data
    sidebar: { group: 'sistema', label: 'Datos personales', icon: 'UserSearch', order: 4 },
  },
];
