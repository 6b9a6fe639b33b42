import { slugify, PRODUCT_LIMITS } from '@app/shared/shop';
import * as repo from './products.repo.js';
import type { Db } from '../../db/database.js';

/**
 * A free slug made from `nombre` (accents folded): the plain one, else `-2`, `-3`… Archived
 * products keep theirs (their old links and later order lines still name them).
 */
export async function uniqueSlugFrom(db: Db, nombre: string, ownId?: number): Promise<string> {
  // A name made only of symbols still gets an address.
  const base =
    slugify(nombre)
      .slice(0, PRODUCT_LIMITS.slug - 4)
      .replace(/-+$/, '') || 'producto';
  const taken = await repo.slugsLike(db, base);
  if (ownId !== undefined) {
    const own = await repo.productById(db, ownId);
    if (own) taken.delete(own.slug);
  }
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}
