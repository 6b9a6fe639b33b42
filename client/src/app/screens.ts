import type { MenuLink, Screen, SidebarLink } from '../lib/screens';
import { homeScreens } from '../features/home/screens';
import { sitePagesScreens } from '../features/site-pages/screens';
import { retosScreens } from '../features/retos/screens';
import { funnelScreens } from '../features/funnel/screens';
import { shopScreens } from '../features/shop/screens';
import { blogScreens } from '../features/blog/screens';
import { siteScreens } from '../features/site/screens';
import { checkoutScreens } from '../features/checkout/screens';
import { bookingScreens } from '../features/booking/screens';
import { accountScreens } from '../features/account/screens';
import { healthToolsScreens } from '../features/health-tools/screens';
import { adminAuthScreens } from '../features/admin-auth/screens';
import { adminInsightsScreens } from '../features/admin-insights/screens';
import { adminAgendaScreens } from '../features/admin-agenda/screens';
import { adminBloqueosScreens } from '../features/admin-bloqueos/screens';
import { adminContentScreens } from '../features/admin-content/screens';
import { adminMailScreens } from '../features/admin-mail/screens';
import { adminProgresoScreens } from '../features/admin-progreso/screens';
import { adminActivityScreens } from '../features/admin-activity/screens';
import { adminPrivacyScreens } from '../features/admin-privacy/screens';
import { adminShopScreens } from '../features/admin-shop/screens';
import { adminRetosScreens } from '../features/admin-retos/screens';
import { adminBlogScreens } from '../features/admin-blog/screens';

// Every screen of the client, one line per feature (docs/architecture.md §9, "Screens"). The
// route table (routes.tsx), the admin sidebar, the header menu, the pre-rendered pages
// (prerendered-pages.ts) and the browser sweeps (client/e2e/screens.ts) are read from it. No
// import here may load a page or a style sheet: the build and the sweeps load this list in Node.

/** Registro: the funnel's sections above the booking form (registro-route.tsx). */
const registro = () => import('./registro-route');
const REGISTRO = 'src/app/registro-route.tsx';
const registroScreens: readonly Screen[] = [
  {
    path: '/registro',
    page: registro,
    layout: 'marketing',
    prerender: { module: REGISTRO },
    menu: { label: 'Únete', order: 3 },
    search: true,
  },
  { path: '/inscripcion', page: registro, layout: 'marketing', prerender: { module: REGISTRO, canonical: '/registro' } },
];

export const SCREEN_SETS: readonly (readonly Screen[])[] = [
  homeScreens,
  sitePagesScreens,
  retosScreens,
  funnelScreens,
  registroScreens,
  shopScreens,
  blogScreens,
  siteScreens,
  checkoutScreens,
  bookingScreens,
  accountScreens,
  healthToolsScreens,
  adminAuthScreens,
  adminInsightsScreens,
  adminAgendaScreens,
  adminBloqueosScreens,
  adminContentScreens,
  adminMailScreens,
  adminProgresoScreens,
  adminActivityScreens,
  adminPrivacyScreens,
  adminShopScreens,
  adminRetosScreens,
  adminBlogScreens,
];

/** The sets as one list; a path registered twice is a mistake the list refuses. */
export function screensOf(sets: readonly (readonly Screen[])[]): readonly Screen[] {
  const screens = sets.flat();
  const seen = new Set<string>();
  for (const s of screens) {
    const key = s.path.toLowerCase();
    if (seen.has(key)) throw new Error(`${s.path} is registered twice`);
    seen.add(key);
  }
  return screens;
}

export const SCREENS = screensOf(SCREEN_SETS);

const byOrder = <T extends { order: number }>(a: T, b: T) => a.order - b.order;

/** The public header's links, left to right. */
export function headerMenu(screens: readonly Screen[]): MenuLink[] {
  return screens
    .flatMap((s) => (s.menu ? [{ to: s.path, ...s.menu }] : []))
    .sort(byOrder)
    .map(({ to, label }) => (to === '/' ? { to, label, end: true } : { to, label }));
}

export const DASHBOARD_PATH = '/admin/dashboard';

/** The admin sidebar's links, each group's in its order (the sidebar draws the groups). */
export function sidebarLinks(screens: readonly Screen[]): SidebarLink[] {
  return screens
    .flatMap((s) => (s.sidebar ? [{ to: s.path, ...s.sidebar }] : []))
    .sort(byOrder)
    .map(({ to, label, icon, group }) => ({ to, label, icon, group, ...(to === DASHBOARD_PATH && { end: true }) }));
}

/** A page built to HTML (client/scripts/build.mjs): see `Screen.prerender`. */
export interface PrerenderedPage {
  path: string;
  module: string;
  canonical?: string;
}

/** The pre-rendered pages, the not-found page and the loading states of the pages with a parameter. */
export function prerenderedPages(screens: readonly Screen[]) {
  const pages: PrerenderedPage[] = [];
  const templates: (PrerenderedPage & { route: string })[] = [];
  let notFound: PrerenderedPage | undefined;
  for (const { path, prerender } of screens) {
    if (!prerender) continue;
    const { module, canonical, at } = prerender;
    if (path === '*') notFound = { path: at ?? '/pagina-no-encontrada', module };
    else if (path.includes(':')) {
      if (!at) throw new Error(`${path}: a pre-rendered path with a parameter names the address it is rendered at`);
      templates.push({ route: path, path: at, module });
    } else pages.push({ path, module, ...(canonical && { canonical }) });
  }
  if (!notFound) throw new Error('the catch-all screen (*) is not pre-rendered');
  return { pages, notFound, templates };
}

/** Who the browser sweeps open a screen as (client/e2e/walk.ts). */
export type SweepArea = 'public' | 'account' | 'admin';

/** A screen as the sweeps visit it: its route, the address opened, who opens it. */
export interface SweepScreen {
  route: string;
  url: string;
  area: SweepArea;
  signedIn?: boolean;
}

const AREA: Record<Screen['layout'], SweepArea> = {
  home: 'public',
  marketing: 'public',
  task: 'public',
  account: 'account',
  admin: 'admin',
  dashboard: 'admin',
};

/** Every screen as the sweeps open it; a path with a parameter must name a real address (`sweep`). */
export function sweepScreens(screens: readonly Screen[]): SweepScreen[] {
  return screens.map((s) => {
    const url = s.sweep ?? s.path;
    if (/[:*]/.test(url.split('?')[0])) throw new Error(`${s.path}: the sweeps need a real address for it (sweep)`);
    return {
      route: s.path,
      url,
      area: AREA[s.layout],
      ...((s.guard || s.layout === 'dashboard') && { signedIn: true }),
    };
  });
}
