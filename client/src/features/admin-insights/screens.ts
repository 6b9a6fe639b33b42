import type { Screen } from '../../lib/screens';

/** The dashboard's home (its statistics) and the calendar feed. */
export const adminInsightsScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard',
    page: () => import('./routes/dashboard-home-page'),
    layout: 'dashboard',
    sidebar: { group: 'dashboard', label: 'Dashboard', icon: 'LayoutDashboard', order: 1 },
  },
  {
    path: '/admin/dashboard/calendario',
    page: () => import('./routes/calendar-page'),
    layout: 'dashboard',
    // the agenda in the coach's phone calendar
    sidebar: { group: 'prospectos', label: 'Calendario', icon: 'CalendarRange', order: 3 },
  },
];
