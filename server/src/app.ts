import express, { type Express } from 'express';
import compression from 'compression';
import { useRequestLogger } from './middleware/request-logger.js';
import { securityHeaders } from './middleware/security-headers.js';
import type { AppDeps } from './app-deps.js';
import { requireRole } from './middleware/auth.js';
import { apiNotFound, errorHandler } from './middleware/error-handler.js';
import { adminSessionCheck, formTargetsOf, SERVER_MODULES, wireModules, type ServerModules } from './modules.js';
import type { ModuleRoutes, Mount } from './modules/server-module.js';
import { spaPages } from './web/spa-pages.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Mounts each module's routers of one phase, in the list's order. */
function mountPhase(target: express.Router, routes: readonly ModuleRoutes[], phase: keyof ModuleRoutes): void {
  for (const mount of routes.flatMap((r): readonly Mount[] => r[phase] ?? [])) {
    if (typeof mount === 'function') target.use(mount);
    else target.use(mount[0], mount[1]);
  }
}

/**
 * Builds the whole site: API under /api, media under /uploads, and the built SPA. No listen.
 * `modules`: the server modules (server/src/modules.ts); a test may add one of its own.
 */
export function createApp(deps: AppDeps, modules: ServerModules = SERVER_MODULES): Express {
  const { config, logger } = deps;
  const app = express();
  const wiring = wireModules(deps, modules);
  const routes = modules.map((m) => m.routes?.(deps, wiring) ?? {});
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  useRequestLogger(app, logger);
  app.use(securityHeaders(formTargetsOf(config, modules)));
  // Public reads first (content's first of all): cached, pre-compressed answers that skip the rest
  // of the chain; the public writes with their own body parser too.
  mountPhase(app, routes, 'beforeCompression');
  app.use(compression());
  // Routers with their own body limit (Wompi's events): before the API chain's parser.
  mountPhase(app, routes, 'rawBody');

  const api = express.Router();
  api.use(express.json({ limit: config.jsonBodyLimit }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  mountPhase(api, routes, 'api');
  // Every /api/admin route sits behind this guard: a route added later cannot forget it.
  const admin = express.Router();
  admin.use(requireRole(config.jwtSecret, 'admin', adminSessionCheck(deps)));
  mountPhase(admin, routes, 'admin');
  api.use('/admin', admin);
  api.use(apiNotFound);
  app.use('/api', api);

  mountPhase(app, routes, 'site');

  app.use(
    '/uploads',
    express.static(config.uploadsDir, {
      index: false,
      dotfiles: 'deny',
      fallthrough: true,
      maxAge: YEAR_SECONDS * 1000,
      immutable: true,
    }),
    (_req, res) => {
      res.status(404).type('text/plain').send('No encontrado');
    },
  );

  // Product, blog and reto pages carry their own title, share tags and JSON-LD in the HTML (link previews run no
  // JavaScript); their content is in it too (readable and indexable without JavaScript), as are the
  // shop's cards and the home page's first banner (the largest paint need not wait for the app).
  const pages = spaPages(
    config.clientDistDir,
    config.publicUrl,
    modules.flatMap((m) => m.pages?.(deps) ?? []),
  );
  if (pages) app.use(pages);
  else if (config.env !== 'test') logger.warn({ dir: config.clientDistDir }, 'no client build: only the API is served (run npm run build)');

  app.use(errorHandler);
  return app;
}
