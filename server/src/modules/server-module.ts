import type { RequestHandler } from 'express';
import type { ActivityAction } from '@app/shared/activity';
import type { AppDeps } from '../app-deps.js';
import type { Config } from '../config.js';
import type { MediaReference } from '../db/media-references.js';
import type { Database } from '../db/schema.js';
import type { DynamicPage } from '../web/spa-pages.js';
import type { TargetKind } from './activity/index.js';
import type { SitemapSource } from './content/index.js';
import type { OnlinePayments } from './orders/index.js';
import type { PersonalDataOwner, PersonalDataService } from './privacy/index.js';
import type { SearchSource } from './search/index.js';

/**
 * What a server module declares about itself, once, in its `index.ts` (docs/architecture.md §2):
 * `server/src/modules.ts` lists the modules and the app, the runtime, the sitemap, the search
 * index, the personal-data sweep, the media clean-up, the activity log and the CSP read this
 * declaration instead of naming the module. Every part is optional.
 */
export interface ServerModule<W extends ModuleWorkers = ModuleWorkers> {
  /** The module's folder name; names in logs and in the architecture tests. */
  name: string;
  /** The tables it alone writes (server/test/architecture/table-owners.test.ts reads the source). */
  tables?: readonly (keyof Database)[];
  /** Its routers, each mounted in its phase of app.ts, in the list's order within the phase. */
  routes?: (deps: AppDeps, wiring: ModuleWiring) => ModuleRoutes;
  /** Pages whose HTML the page server fills from the database (§10). */
  pages?: (deps: AppDeps) => readonly DynamicPage[];
  /** Pages of the sitemap that live in the database. */
  sitemap?: (deps: AppDeps) => readonly SitemapSource[];
  /** Timed workers, by name; a factory that answers undefined (Wompi without keys) creates none. */
  workers?: (deps: AppDeps, wiring: ModuleWiring) => W;
  /** What the site search finds of it (§22). */
  searchSources?: readonly SearchSource[];
  /** Its personal data, for privacy's export, erasure and retention pass (§15); built from the ports when it needs one. */
  personalData?: PersonalDataOwner | ((ports: ModulePorts) => PersonalDataOwner);
  /** The ports it implements for other modules (payments: the orders' `OnlinePayments`). */
  ports?: Partial<ModulePorts>;
  /** Its columns that hold paths of uploaded media (db/media-references.ts). */
  media?: readonly MediaReference[];
  /** The activity actions it records, with the kind of thing each names as its target. */
  activity?: Partial<Record<ActivityAction, TargetKind>>;
  /** What the Content-Security-Policy must allow for it (origins outside the site a form posts to). */
  csp?: (config: Config) => { formAction?: readonly string[] };
}

/** One router of a phase: mounted at the root, or at `path`. */
export type Mount = RequestHandler | readonly [path: string, handler: RequestHandler];

/**
 * The phases of app.ts, in the order a request meets them (docs/architecture.md §2). Within each,
 * routers are mounted in the order of SERVER_MODULES.
 */
export interface ModuleRoutes {
  /** Before compression and the API's JSON parser: the cached public reads (they answer pre-compressed) and the public writes with a body parser of their own. */
  beforeCompression?: readonly Mount[];
  /** After compression, before the API's JSON parser: a router that reads its raw body (Wompi's events). */
  rawBody?: readonly Mount[];
  /** Under /api, after the JSON parser, answers marked no-store. */
  api?: readonly Mount[];
  /** Under /api/admin, behind the one admin guard. */
  admin?: readonly Mount[];
  /** At the site root after /api: feeds, robots and sitemap, the calendar subscription. */
  site?: readonly Mount[];
}

/** A job on a timer (lib/periodic-worker.ts): the runtime starts it, stops it, and the browser journeys run its pass. */
export interface Worker {
  start(): void;
  stop(): Promise<void>;
  runDue(): Promise<unknown>;
}

export type ModuleWorkers = Record<string, Worker | undefined>;

/**
 * What a module needs of one above it, which therefore cannot import it (orders need the online
 * payments, which sit above them): a port, implemented by exactly one module of the list.
 */
export interface ModulePorts {
  onlinePayments: OnlinePayments;
}

/** What the app builds from every module and hands to them, so no module imports another to get it. */
export interface ModuleWiring extends ModulePorts {
  /** Every module's personal-data owner, in the list's order. */
  personalDataOwners: readonly PersonalDataOwner[];
  /** Privacy's export and erasure over those owners. */
  personalData: PersonalDataService;
  /** Every module's sitemap entries. */
  sitemapSources: readonly SitemapSource[];
}

/** Keeps a descriptor's worker names and types, so the runtime exposes them typed (runtime.ts). */
export const defineServerModule = <W extends ModuleWorkers = Record<never, never>>(module: ServerModule<W>): ServerModule<W> => module;

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyServerModule = ServerModule<any>;

type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
type WorkersOfModule<M> = M extends ServerModule<infer W> ? W : never;

/** The workers a list of modules declares, by name (the runtime's typed view of them). */
export type WorkersOf<Ms extends readonly AnyServerModule[]> = UnionToIntersection<WorkersOfModule<Ms[number]>>;
