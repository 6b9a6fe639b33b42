import express, { type Express } from 'express';
import compression from 'compression';
import { useRequestLogger } from './middleware/request-logger.js';
import { securityHeaders } from './middleware/security-headers.js';
import type { AppDeps } from './app-deps.js';
import { requireRole } from './middleware/auth.js';
import { apiNotFound, errorHandler } from './middleware/error-handler.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { contentRoutes } from './modules/content/content.routes.js';
import { homePage } from './modules/content/index.js';
import { seoRoutes } from './modules/content/seo.routes.js';
import { bookingAdminRoutes, bookingPublicReads, bookingPublicWrites, bookingRoutes } from './modules/booking/booking.routes.js';
import { usersRoutes } from './modules/users/users.routes.js';
import { adminAuthRoutes, twoFactorAdminRoutes } from './modules/admin-auth/admin-auth.routes.js';
import { activityRoutes } from './modules/activity/activity.routes.js';
import { createAdminAuthService } from './modules/admin-auth/admin-auth.service.js';
import { adminContentRoutes } from './modules/admin-content/admin-content.routes.js';
import { outboxAdminRoutes } from './mail/outbox-admin.routes.js';
import { calendarAdminRoutes, calendarFeedRoutes } from './modules/calendar-feed/calendar-feed.routes.js';
import { insightsAdminRoutes } from './modules/insights/insights.routes.js';
import { personalDataAdminRoutes } from './modules/privacy/personal-data.routes.js';
import { createPersonalDataService } from './modules/privacy/personal-data.service.js';
import { personalDataOwners } from './personal-data-owners.js';
import { catalogRoutes, productPage, tiendaPage, productSitemapEntries, productsAdminRoutes } from './modules/catalog/index.js';
import { ordersAdminRoutes, ordersRoutes, shopSettingsAdminRoutes, shopSettingsPublicRoutes } from './modules/orders/index.js';
import { wompiAdminRoutes, wompiEventsRoutes, wompiOrderRoutes, wompiPayments } from './modules/payments/index.js';
import { retoPages, retosAdminRoutes, retosRoutes } from './modules/retos/index.js';
import { blogAdminRoutes, blogFeedRoutes, blogPages, blogRoutes, blogSitemapEntries } from './modules/blog/index.js';
import { searchRoutes } from './modules/search/index.js';
import { coachAdminRoutes, healthToolsRoutes } from './modules/health-tools/index.js';
import { spaPages } from './web/spa-pages.js';

const YEAR_SECONDS = 365 * 24 * 3600;

/** Builds the whole site: API under /api, media under /uploads, and the built SPA. No listen. */
export function createApp(deps: AppDeps): Express {
  const { config, logger } = deps;
  const app = express();
  const personalData = createPersonalDataService(deps, personalDataOwners);
  app.disable('x-powered-by');
  app.set('trust proxy', config.trustProxy);

  useRequestLogger(app, logger);
  // The checkout of an online payment is a GET form to Wompi's page.
  app.use(securityHeaders(config.wompi ? [new URL(config.wompi.checkoutUrl).origin] : []));
  // Public content first: cached, pre-compressed answers that skip the rest of the chain.
  app.use(contentRoutes(deps));
  app.use('/api', catalogRoutes(deps));
  app.use('/api', shopSettingsPublicRoutes(deps));
  app.use(blogRoutes(deps));
  app.use('/api', retosRoutes(deps));
  app.use('/api', searchRoutes(deps));
  app.use('/api', bookingPublicReads(deps));
  app.use('/api', bookingPublicWrites(deps));
  app.use(compression());
  // Its own 64 KB body limit, so before the API chain's parser.
  app.use('/api', wompiEventsRoutes(deps));

  const api = express.Router();
  api.use(express.json({ limit: config.jsonBodyLimit }));
  api.use((_req, res, next) => {
    res.setHeader('Cache-Control', 'no-store');
    next();
  });
  api.use(healthRoutes(deps));
  api.use(bookingRoutes(deps));
  api.use(ordersRoutes(deps, wompiPayments));
  api.use(wompiOrderRoutes(deps));
  api.use('/users', healthToolsRoutes(deps));
  api.use('/users', usersRoutes(deps, personalData));
  api.use('/auth/admin', adminAuthRoutes(deps));
  // Every /api/admin route sits behind this guard: a route added later cannot forget it.
  const admin = express.Router();
  admin.use(requireRole(config.jwtSecret, 'admin', createAdminAuthService(deps).sessionCheck));
  admin.use(bookingAdminRoutes(deps));
  admin.use(adminContentRoutes(deps));
  admin.use(outboxAdminRoutes(deps));
  admin.use(calendarAdminRoutes(deps));
  admin.use(insightsAdminRoutes(deps));
  admin.use(twoFactorAdminRoutes(deps));
  admin.use(activityRoutes(deps));
  admin.use(personalDataAdminRoutes(personalData));
  admin.use(productsAdminRoutes(deps));
  admin.use(shopSettingsAdminRoutes(deps));
  admin.use(ordersAdminRoutes(deps, wompiPayments));
  admin.use(wompiAdminRoutes(deps));
  admin.use(blogAdminRoutes(deps));
  admin.use(retosAdminRoutes(deps));
  admin.use(coachAdminRoutes(deps));
  api.use('/admin', admin);
  api.use(apiNotFound);
  app.use('/api', api);

  app.use(seoRoutes(deps, [() => productSitemapEntries(deps), () => blogSitemapEntries(deps)]));
  app.use(blogFeedRoutes(deps));
  app.use(calendarFeedRoutes(deps));

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
  const pages = spaPages(config.clientDistDir, config.publicUrl, [
    homePage(deps),
    tiendaPage(deps),
    productPage(deps),
    ...blogPages(deps),
    ...retoPages(deps),
  ]);
  if (pages) app.use(pages);
  else if (config.env !== 'test') logger.warn({ dir: config.clientDistDir }, 'no client build: only the API is served (run npm run build)');

  app.use(errorHandler);
  return app;
}
