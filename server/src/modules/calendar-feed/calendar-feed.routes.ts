import { Router } from 'express';
import { INSIGHTS_MESSAGES, type CalendarAddressResponse } from '@app/shared/insights';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { actorOf } from '../../middleware/auth.js';
import { createRateLimiter } from '../../middleware/rate-limit.js';
import { createCalendarFeedService } from './calendar-feed.service.js';

const TOKEN_RE = /^[A-Za-z0-9_-]{20,100}$/;

/** 304 when the client's validators still match (If-None-Match wins over If-Modified-Since, RFC 9110 §13.2.2). */
function notModified(h: { ifNoneMatch?: string; ifModifiedSince?: string }, etag: string, lastModified: Date): boolean {
  if (h.ifNoneMatch !== undefined) {
    return h.ifNoneMatch
      .split(',')
      .map((t) => t.trim().replace(/^W\//, ''))
      .some((t) => t === '*' || t === etag);
  }
  if (h.ifModifiedSince !== undefined) {
    const since = Date.parse(h.ifModifiedSince);
    return !Number.isNaN(since) && lastModified.getTime() <= since;
  }
  return false;
}

/** GET /calendario/<token>.ics: the coach's subscribed calendar, at the site root (calendar apps fetch it). */
export function calendarFeedRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createCalendarFeedService(deps);
  const limiter = createRateLimiter(deps, { name: 'calendarFeed', ...deps.config.rateLimits.calendarFeed });

  router.get('/calendario/:file', limiter, async (req, res) => {
    const token = /^(.*)\.ics$/i.exec(String(req.params.file))?.[1];
    const answer = token && TOKEN_RE.test(token) ? await service.feed(token) : undefined;
    if (!answer) throw notFound(INSIGHTS_MESSAGES.calendarNotFound);
    res.setHeader('Cache-Control', 'private, no-cache');
    res.setHeader('ETag', answer.etag);
    res.setHeader('Last-Modified', answer.lastModified.toUTCString());
    if (
      notModified(
        { ifNoneMatch: req.get('if-none-match'), ifModifiedSince: req.get('if-modified-since') },
        answer.etag,
        answer.lastModified,
      )
    ) {
      res.status(304).end();
      return;
    }
    res.setHeader('Content-Type', 'text/calendar; charset=utf-8');
    res.setHeader('Content-Disposition', 'inline; filename="asesorias.ics"');
    res.send(answer.body);
  });
  return router;
}

/** The admin's side: GET /api/admin/calendario, POST /api/admin/calendario/regenerar. */
export function calendarAdminRoutes(deps: AppDeps): Router {
  const router = Router();
  const service = createCalendarFeedService(deps);
  router.get('/calendario', async (req, res) => {
    const body: CalendarAddressResponse = { url: await service.address(actorOf(req)) };
    res.json(body);
  });
  router.post('/calendario/regenerar', async (req, res) => {
    const body: CalendarAddressResponse = { url: await service.regenerate(actorOf(req)) };
    res.json(body);
  });
  return router;
}
