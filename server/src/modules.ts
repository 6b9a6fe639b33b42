import type { AppDeps } from './app-deps.js';
import type { Config } from './config.js';
import type { MediaReference } from './db/media-references.js';
import type { OutboxSubject } from './mail/outbox.js';
import { infrastructure } from './infrastructure.js';
import { activityKindsOf, activityModule } from './modules/activity/index.js';
import { adminAuthModule, adminSessionCheck } from './modules/admin-auth/index.js';
import { adminContentModule } from './modules/admin-content/index.js';
import { blogModule } from './modules/blog/index.js';
import { catalogModule } from './modules/catalog/index.js';
import { bookingModule } from './modules/booking/index.js';
import { calendarFeedModule } from './modules/calendar-feed/index.js';
import { consentModule } from './modules/consent/index.js';
import { contentModule } from './modules/content/index.js';
import { healthModule } from './modules/health/index.js';
import { healthToolsModule } from './modules/health-tools/index.js';
import { insightsModule } from './modules/insights/index.js';
import { ordersModule } from './modules/orders/index.js';
import { paymentsModule } from './modules/payments/index.js';
import { createPersonalDataService, privacyModule, type PersonalDataOwner } from './modules/privacy/index.js';
import { retosModule } from './modules/retos/index.js';
import { createSearchIndexer, searchModule, type SearchIndexer, type SearchSource } from './modules/search/index.js';
import type { AnyServerModule, ModulePorts, ModuleWiring } from './modules/server-module.js';
import { usersModule } from './modules/users/index.js';

/**
 * Every server module, the one place one is named (docs/architecture.md §2, §18): app.ts mounts
 * their routers phase by phase in this order, runtime.ts creates their workers in it (and stops
 * them in reverse), and the sitemap, the site search, the personal-data sweep, the media clean-up,
 * the activity log and the CSP read their declarations from it. Adding a module is its folder and
 * one line here.
 *
 * The order matters where routers of one phase could answer the same request (none do today) and
 * for the personal-data sweep: bookings, orders, the tools' health log and enrolments are erased
 * before the account.
 */
export const SERVER_MODULES = [
  infrastructure,
  healthModule,
  contentModule,
  bookingModule,
  adminContentModule,
  calendarFeedModule,
  insightsModule,
  activityModule,
  privacyModule,
  consentModule,
  catalogModule,
  ordersModule,
  paymentsModule,
  blogModule,
  healthToolsModule,
  retosModule,
  searchModule,
  usersModule,
  adminAuthModule,
] as const;

export type ServerModules = readonly AnyServerModule[];

/** Every declared media column (db/media-references.ts): the production list's union. */
export const mediaReferencesOf = (modules: ServerModules): readonly MediaReference[] => modules.flatMap((m) => m.media ?? []);
export const MEDIA_REFERENCES = mediaReferencesOf(SERVER_MODULES);

/** The ports the modules implement for one another (server-module.ts ModulePorts): each by exactly one. */
export function portsOf(modules: ServerModules): ModulePorts {
  const ports: Partial<ModulePorts> = {};
  for (const m of modules) {
    for (const [name, port] of Object.entries(m.ports ?? {})) {
      if (name in ports) throw new Error(`modules: two modules implement the port ${name} (${m.name})`);
      Object.assign(ports, { [name]: port });
    }
  }
  const needed: (keyof ModulePorts)[] = ['onlinePayments'];
  const missing = needed.filter((name) => !ports[name]);
  if (missing.length) throw new Error(`modules: no module implements the port ${missing.join(', ')}`);
  return ports as ModulePorts;
}

export function personalDataOwnersOf(modules: ServerModules): readonly PersonalDataOwner[] {
  const ports = portsOf(modules);
  return modules.flatMap((m) => (!m.personalData ? [] : [typeof m.personalData === 'function' ? m.personalData(ports) : m.personalData]));
}

export const searchSourcesOf = (modules: ServerModules): readonly SearchSource[] => modules.flatMap((m) => m.searchSources ?? []);

/** The e-mails the owners of personal data scrub themselves, for the outbox's readdressing after a send. */
export const outboxSubjectsOf = (modules: ServerModules): readonly OutboxSubject[] =>
  personalDataOwnersOf(modules).flatMap((o) => (o.emails ? [o.emails] : []));

/** Origins outside the site a form may be sent to (Wompi's Web Checkout, when configured). */
export const formTargetsOf = (config: Config, modules: ServerModules): readonly string[] =>
  modules.flatMap((m) => m.csp?.(config).formAction ?? []);

/** What the app hands every module, built from all of them (server-module.ts ModuleWiring). */
export function wireModules(deps: AppDeps, modules: ServerModules): ModuleWiring {
  const personalDataOwners = personalDataOwnersOf(modules);
  return {
    ...portsOf(modules),
    personalDataOwners,
    personalData: createPersonalDataService(deps, personalDataOwners),
    sitemapSources: modules.flatMap((m) => m.sitemap?.(deps) ?? []),
  };
}

/** The search index's reconciliation over every module's sources (started by start.ts once the server listens). */
export const createSiteSearchIndexer = (deps: Pick<AppDeps, 'db' | 'logger'>, modules: ServerModules): SearchIndexer =>
  createSearchIndexer(deps, searchSourcesOf(modules));

export { activityKindsOf, adminSessionCheck };
