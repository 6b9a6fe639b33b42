import { SHOP_MESSAGES as MSG, PRODUCT_LIMITS, type AdminProduct, type ProductData } from '@app/shared/shop';
import type { AppDeps } from '../../app-deps.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { toDbDateTime } from '../../lib/time.js';
import type { MediaStorage } from '../../lib/storage.js';
import type { VerifiedUpload } from '../../lib/verified-upload.js';
import { createMediaReplacement } from '../../db/media-replacement.js';
import type { MediaReference } from '../../db/media-references.js';
import * as repo from './products.repo.js';
import { keepFormerSlug, releaseSlug, slugRace, slugToStore } from '../../db/slugs.js';
import { syncSearchDocuments } from '../search/index.js';
import { productSearchSource } from './product-search.js';
import type { Db } from '../../db/database.js';

/**
 * The back office's products. DELETE archives rather than deletes: the orders of the next slice
 * will point at products, and a sale must keep naming what was sold; an archived product leaves
 * the shop and the admin list but keeps its row, its slug and its images.
 */
export function createProductsAdminService({
  db,
  logger,
  clock,
  storage,
  mediaReferences,
}: Pick<AppDeps, 'db' | 'logger' | 'clock'> & { storage: MediaStorage; mediaReferences?: readonly MediaReference[] }) {
  const stamp = () => toDbDateTime(clock());
  const media = createMediaReplacement({ db, logger, storage, mediaReferences });

  async function view(id: number): Promise<AdminProduct> {
    const p = await repo.productById(db, id);
    if (!p) throw notFound(MSG.productNotFound);
    return { ...p, imagenes: (await repo.imagesOf(db, [id])).get(id) ?? [] };
  }

  /** The slug to store (db/slugs.ts): the one asked for, or one from the name. */
  const slugFor = (trx: Db, data: ProductData, ownId?: number) => slugToStore(trx, repo.PRODUCT_SLUGS, data.slug, data.nombre, ownId);

  async function productImage(productId: number, imageId: number) {
    if (!(await repo.productById(db, productId))) throw notFound(MSG.productNotFound);
    const found = await repo.image(db, productId, imageId);
    if (!found) throw notFound(MSG.imageNotFound);
    return found;
  }

  return {
    async list(): Promise<AdminProduct[]> {
      const rows = await repo.adminProducts(db);
      const images = await repo.imagesOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => ({ ...r, imagenes: images.get(r.id) ?? [] }));
    },

    get: view,

    async create(data: ProductData): Promise<AdminProduct> {
      const id = await db
        .transaction()
        .execute(async (trx) => {
          const slug = await slugFor(trx, data);
          await releaseSlug(trx, repo.PRODUCT_SLUGS, slug);
          const id = await repo.insertProduct(trx, { ...data, slug }, stamp());
          // the site search finds it (or not, inactive) from this commit on, in every instance
          await syncSearchDocuments(trx, productSearchSource, [id]);
          return id;
        })
        .catch(slugRace(repo.PRODUCT_SLUGS));
      return view(id);
    },

    async update(id: number, data: ProductData): Promise<AdminProduct> {
      await db
        .transaction()
        .execute(async (trx) => {
          const current = await repo.productById(trx, id);
          if (!current) throw notFound(MSG.productNotFound);
          const slug = await slugFor(trx, data, id);
          const at = stamp();
          await repo.updateProduct(trx, id, { ...data, slug }, at);
          await keepFormerSlug(trx, repo.PRODUCT_SLUGS, id, current.slug, slug, at);
          await syncSearchDocuments(trx, productSearchSource, [id]);
        })
        .catch(slugRace(repo.PRODUCT_SLUGS));
      return view(id);
    },

    async archive(id: number): Promise<void> {
      const archived = await db.transaction().execute(async (trx) => {
        if (!(await repo.archiveProduct(trx, id, stamp()))) return false;
        await syncSearchDocuments(trx, productSearchSource, [id]);
        return true;
      });
      if (!archived) throw notFound(MSG.productNotFound);
    },

    // ── images ─────────────────────────────────────────────────────────────────────────────
    /** The new image goes last; the first one is the cover. */
    async addImage(id: number, alt: string, upload: VerifiedUpload): Promise<AdminProduct> {
      if (!(await repo.productById(db, id))) throw notFound(MSG.productNotFound);
      if ((await repo.imageCount(db, id)) >= PRODUCT_LIMITS.imagenes) throw badRequest(MSG.tooManyImages);
      const path = await media.replace('productos', upload, async (trx, stored) => {
        // Locked, then counted again: two uploads at once cannot make a seventh.
        if (!(await repo.touchProduct(trx, id, stamp()))) return undefined;
        if ((await repo.imageCount(trx, id)) >= PRODUCT_LIMITS.imagenes) throw badRequest(MSG.tooManyImages);
        await repo.addImage(trx, id, stored, alt, stamp());
        return { previous: null };
      });
      if (!path) throw notFound(MSG.productNotFound);
      return view(id);
    },

    /** A new file for an image (and its alt text when given); the old file goes once nothing uses it. */
    async replaceImage(id: number, imageId: number, alt: string | undefined, upload: VerifiedUpload): Promise<AdminProduct> {
      await productImage(id, imageId);
      const path = await media.replace('productos', upload, async (trx, stored) => {
        const current = await repo.image(trx, id, imageId);
        if (!current) return undefined;
        await repo.setImage(trx, imageId, { path: stored, ...(alt ? { alt } : {}) });
        await repo.touchProduct(trx, id, stamp());
        return { previous: current.path };
      });
      if (!path) throw notFound(MSG.imageNotFound);
      return view(id);
    },

    async setImageAlt(id: number, imageId: number, alt: string): Promise<AdminProduct> {
      await productImage(id, imageId);
      await db.transaction().execute(async (trx) => {
        await repo.setImage(trx, imageId, { alt });
        await repo.touchProduct(trx, id, stamp());
      });
      return view(id);
    },

    async removeImage(id: number, imageId: number): Promise<AdminProduct> {
      const found = await productImage(id, imageId);
      await db.transaction().execute(async (trx) => {
        await repo.deleteImage(trx, imageId);
        await repo.touchProduct(trx, id, stamp());
      });
      await media.removeUnreferenced([found.path]);
      return view(id);
    },

    async reorderImages(id: number, ids: number[]): Promise<AdminProduct> {
      const current = (await view(id)).imagenes.map((i) => i.id);
      const same = ids.length === current.length && current.every((i) => ids.includes(i));
      if (!same) throw badRequest(MSG.imageOrderInvalid, [{ path: 'ids', msg: MSG.imageOrderInvalid }]);
      await db.transaction().execute(async (trx) => {
        await repo.reorderImages(trx, id, ids);
        await repo.touchProduct(trx, id, stamp());
      });
      return view(id);
    },
  };
}
