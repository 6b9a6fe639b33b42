import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import express, { type Express } from 'express';
import helmet from 'helmet';
import compression from 'compression';
import { pinoHttp } from 'pino-http';
import type { AppDeps } from './app-deps.js';
import { requireRole } from './middleware/auth.js';
import { apiNotFound, errorHandler } from './middleware/error-handler.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { seoRoutes } from './modules/content/seo.routes.js';
import { bookingAdminRoutes, bookingRoutes } from './modules/booking/booking.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { adminAuthRoutes } from './modules/admin-auth/admin-auth.routes.js';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Builds the whole site: API under /api, media under /uploads, and the built SPA. No listen. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  app.use(
    pinoHttp({
      logger,
      genReqId: (req, res) => {
        const incoming = req.headers['x-request-id'];
        const id = typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : crypto.randomUUID();
        res.setHeader('X-Request-Id', id);
        return id;
      },
      autoLogging: { ignore: (req) => !req.url?.startsWith('/api/') },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info'),
      serializers: { req: (req) => ({ id: req.id, method: req.method, url: req.url }), res: (res) => ({ statusCode: res.statusCode }) },
    }),
  );

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'script-src': ["'self'"],
          'style-src': ["'self'"],
          'img-src': ["'self'", 'data:', 'blob:'],
          'media-src': ["'self'", 'blob:'],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'"],
          'object-src': ["'none'"],
          'base-uri': ["'self'"],
          'form-action': ["'self'"],
          'frame-ancestors': ["'none'"],
        },
      },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      // Media is loaded by <video> elements; same-origin keeps other sites from embedding it.
      crossOriginResourcePolicy: { policy: 'same-origin' },
    }),
  );
  app.use(compression());

  const api = express.Router();
  api.use(express.json({ limit: config.jsonBodyLimit }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(healthRoutes(deps));
  api.use(contentRoutes(deps));
  api.use(bookingRoutes(deps));
  api.use('/users', usersRoutes(deps));
  api.use('/auth/admin', adminAuthRoutes(deps));
  // Every /api/admin route sits behind this guard: a route added later cannot forget it.
  const admin = express.Router();
  admin.use(requireRole(config.jwtSecret, 'admin'));
  admin.use(bookingAdminRoutes(deps));
  admin.use(adminContentRoutes(deps));
  api.use('/admin', admin);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(seoRoutes(deps));

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

  const indexHtml = path.join(config.clientDistDir, 'index.html');
  if (fs.existsSync(indexHtml)) {
    app.use(
      express.static(config.clientDistDir, {
        index: false,
        setHeaders: (res, file) => {
          const immutable = file.includes(`${path.sep}assets${path.sep}`);
          res.setHeader('Cache-Control', immutable ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=300');
        },
      }),
    );
    // History fallback: every other GET is a client route.
    app.get(/.*/, (_req, res) => {
      res.setHeader('Cache-Control', 'no-cache');
      res.sendFile(indexHtml);
    });
  }

  app.use(errorHandler);
  return app;
}
