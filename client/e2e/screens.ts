import { SCREENS as REGISTRY, sweepScreens, type SweepArea, type SweepScreen } from '../src/app/screens';
import { colombiaDate } from './support';

// Every screen of the client, as an address a browser can open: the screens' registry
// (client/src/app/screens.ts), where each screen with a parameter names a real address (its
// `sweep`). The sweeps (sweeps.spec.ts: axe and the phone layout) walk this list; the route table
// is built from the same registry, so no route goes unvisited.

export type Area = SweepArea;

/** route: the path pattern ('/verify-email/:token'); url: the address opened; area: who opens it (walk.ts). */
export type Screen = SweepScreen;

/** The day the sweeps' bookings are made on (walk.ts books it; Mi asesoría's screen shows it). */
export const SWEEP_DAY = 34;
const bookingDay = colombiaDate(SWEEP_DAY);

/**
 * The home page and the pages that market, which show the about section (docs/decisions/014),
 * visited as they are written; MARKETING_ROUTE_PATTERNS are those whose address has a parameter
 * (a reto created later lives at /retos/:slug like the three original reto pages), whose screens
 * are listed with a real address. Every other public and account screen is a task page, which
 * opens on its own heading.
 */
const marketing = REGISTRY.filter((s) => s.layout === 'home' || s.layout === 'marketing').map((s) => s.path);
export const MARKETING_ROUTE_PATTERNS: readonly string[] = marketing.filter((p) => p.includes(':'));
export const MARKETING_ROUTES: readonly string[] = marketing.filter((p) => !p.includes(':'));

export const SCREENS: readonly Screen[] = sweepScreens(REGISTRY).map((s) => ({ ...s, url: s.url.replace('{dia}', bookingDay) }));
