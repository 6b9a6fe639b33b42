import type { Screen } from '../../lib/screens';

const section = () => import('./routes/funnel-section-page');
const SECTION = 'src/features/funnel/routes/funnel-section-page.tsx';

/** The funnel's menu and its sections, each a page that markets. */
export const funnelScreens: readonly Screen[] = [
  {
    path: '/menuembudo',
    page: () => import('./routes/funnel-menu-page'),
    layout: 'marketing',
    prerender: { module: 'src/features/funnel/routes/funnel-menu-page.tsx' },
    search: true,
  },
  ...(
    [
      ['sliderembudo', false],
      ['videomotivacional', true],
      ['retos', true],
      ['perfilpro', false],
      ['perfilprofesional', true],
      ['testimonials', true],
    ] as const
  ).map(([name, searched]): Screen => ({
    path: `/${name}`,
    page: section,
    props: { section: name },
    layout: 'marketing',
    prerender: { module: SECTION },
    ...(searched && { search: true }),
  })),
];
