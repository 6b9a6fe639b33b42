import type { Screen } from '../../lib/screens';

/** The tools of /perfil (docs/architecture.md §23). */
export const healthToolsScreens: readonly Screen[] = [
  { path: '/perfil/progreso', page: () => import('./routes/progreso-page'), layout: 'account', guard: 'user' },
  { path: '/perfil/reto', page: () => import('./routes/mi-reto-page'), layout: 'account', guard: 'user' },
];
