import type { NextFunction, Request, Response } from 'express';
import { SLUG_PATTERN } from '@app/shared/slug';
import { MovedSlug } from '../../db/slugs.js';
import { notFound } from '../../lib/errors.js';
import type { createPublicReads, PublicTables } from '../../web/public-reads.js';

export interface SlugRead {
  /** The kind's slug length: a longer one, or one not of SLUG_PATTERN's shape, is the 404 at once. */
  maxLength: number;
  notFoundMessage: string;
  /** The cache key of the kind's row. */
  key: (slug: string) => string;
  tables: PublicTables;
  /** The public row; a former slug throws MovedSlug (db/slugs.ts). */
  load: (slug: string) => Promise<unknown>;
  /** The API path of a current slug, for the 301's Location. */
  apiPath: (slug: string) => string;
}

/**
 * `GET …/:slug` of a kind with former slugs (products, posts, retos; db/slugs.ts), answered from the
 * public-read cache: a former slug answers 301 to the current API path (body: its slug, for the
 * page's URL), never cached; anything else that names no public row is the kind's 404.
 */
export function answerBySlug(
  reads: ReturnType<typeof createPublicReads>,
  read: SlugRead,
): (req: Request, res: Response, next: NextFunction) => void {
  return (req, res, next) => {
    const slug = String(req.params.slug);
    if (slug.length > read.maxLength || !SLUG_PATTERN.test(slug)) return next(notFound(read.notFoundMessage));
    reads.answer(
      req,
      res,
      (err?: unknown) => {
        if (!(err instanceof MovedSlug)) return next(err);
        res.setHeader('Cache-Control', 'no-store');
        res
          .status(301)
          .location(`/api${read.apiPath(err.slug)}`)
          .json({ slug: err.slug });
      },
      read.key(slug),
      read.tables,
      () => read.load(slug),
    );
  };
}
