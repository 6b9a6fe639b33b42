import type { Screen } from '../../lib/screens';

/** The funnel's and the home page's contents. */
export const adminContentScreens: readonly Screen[] = [
  {
    path: '/admin/dashboard/sliderembudo',
    page: () => import('./routes/slider-embudo-page'),
    layout: 'dashboard',
    sidebar: { group: 'prospectos', label: 'Slider Embudo', icon: 'Images', order: 4 },
  },
  {
    path: '/admin/dashboard/video',
    page: () => import('./routes/video-page'),
    layout: 'dashboard',
    sidebar: { group: 'prospectos', label: 'Video Motivacional', icon: 'Video', order: 5 },
  },
  {
    path: '/admin/dashboard/perfilpro',
    page: () => import('./routes/perfil-pro-page'),
    layout: 'dashboard',
    sidebar: { group: 'prospectos', label: 'Perfil Profesional', icon: 'UserRound', order: 7 },
  },
  {
    path: '/admin/dashboard/testimonios',
    page: () => import('./routes/testimonios-page'),
    layout: 'dashboard',
    sidebar: { group: 'prospectos', label: 'Testimonios', icon: 'MessageSquareQuote', order: 6 },
  },
  {
    path: '/admin/dashboard/slider-inicio',
    page: () => import('./routes/slider-inicio-page'),
    layout: 'dashboard',
    sidebar: { group: 'inicio', label: 'Slider Principal', icon: 'GalleryHorizontal', order: 1 },
  },
];
