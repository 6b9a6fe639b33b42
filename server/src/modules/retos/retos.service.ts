import {
  RETO_MESSAGES as MSG,
  retoDayOf,
  type AdminReto,
  type PublicReto,
  type PublicRetoSummary,
  type RetoData,
  type RetoDia,
} from '@app/shared/retos';
import type { AppDeps } from '../../app-deps.js';
import { createMediaReplacement } from '../../db/media-replacement.js';
import { keepFormerSlug, movedOrMissing, releaseSlug, slugRace, slugToStore } from '../../db/slugs.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { MediaStorage } from '../../lib/storage.js';
import { dbDateTimeToIso, toDbDateTime } from '../../lib/time.js';
import type { VerifiedUpload } from '../../lib/verified-upload.js';
import * as repo from './retos.repo.js';
import { existingProducts } from '../catalog/index.js';
import { syncSearchDocuments } from '../search/index.js';
import { retoSearchSource } from './reto-search.js';
import type { Db } from '../../db/database.js';

const paragraphs = (text: string) =>
  text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
const imageOf = (r: repo.RetoRow) => (r.imagen_path ? { path: r.imagen_path, alt: r.imagen_alt ?? '' } : null);

function summaryOf(r: repo.RetoRow): PublicRetoSummary {
  return {
    id: Number(r.id),
    slug: r.slug,
    nombre: r.nombre,
    titular: r.titular,
    dias: Number(r.dias),
    precio: Number(r.precio),
    imagen: imageOf(r),
  };
}

/** The public retos: only active ones; their plan is for the people enrolled, not the page. */
export function createRetosPublicService({ db }: Pick<AppDeps, 'db'>) {
  return {
    async list(): Promise<PublicRetoSummary[]> {
      return (await repo.activeRetos(db)).map(summaryOf);
    },
    async get(slug: string): Promise<PublicReto> {
      const r = await repo.retoBySlug(db, slug);
      if (r && !Number(r.activo)) throw notFound(MSG.retoNotFound);
      // a former slug throws MovedSlug (db/slugs.ts): the read answers a 301
      if (!r) return movedOrMissing(db, repo.RETO_SLUGS, slug, () => notFound(MSG.retoNotFound));
      const kit = (await repo.kitsOf(db, [r.id], true)).get(r.id) ?? [];
      return {
        ...summaryOf(r),
        descripcion: paragraphs(r.descripcion),
        incluye: repo.parseList(r.incluye),
        beneficios: repo.parseList(r.beneficios),
        metaDescripcion: r.meta_descripcion,
        kit,
      };
    },
  };
}

/**
 * The back office's retos. DELETE archives: enrolments and order lines point at the reto, and a
 * sale must keep naming what was sold; an archived reto leaves the site and the list.
 */
export function createRetosAdminService({
  db,
  logger,
  clock,
  storage,
}: Pick<AppDeps, 'db' | 'logger' | 'clock'> & { storage: MediaStorage }) {
  const stamp = () => toDbDateTime(clock());
  const media = createMediaReplacement({ db, logger, storage });

  async function views(rows: repo.RetoRow[]): Promise<AdminReto[]> {
    const ids = rows.map((r) => r.id);
    const [kits, written, enrolled] = await Promise.all([
      repo.kitsOf(db, ids, false),
      repo.writtenDays(db, ids),
      repo.enrolledCounts(db, ids),
    ]);
    return rows.map((r) => ({
      id: Number(r.id),
      slug: r.slug,
      nombre: r.nombre,
      titular: r.titular,
      descripcion: r.descripcion,
      dias: Number(r.dias),
      precio: Number(r.precio),
      incluye: repo.parseList(r.incluye),
      beneficios: repo.parseList(r.beneficios),
      metaDescripcion: r.meta_descripcion,
      imagen: imageOf(r),
      activo: Boolean(Number(r.activo)),
      orden: Number(r.orden),
      kit: kits.get(r.id) ?? [],
      diasEscritos: written.get(r.id)?.dias ?? 0,
      inscritos: enrolled.get(r.id) ?? 0,
      updatedAt: dbDateTimeToIso(r.updated_at) ?? '',
    }));
  }

  async function view(id: number): Promise<AdminReto> {
    const r = await repo.retoById(db, id);
    if (!r) throw notFound(MSG.retoNotFound);
    return (await views([r]))[0];
  }

  /** The slug to store (db/slugs.ts): the one asked for, or one from the name. */
  const slugFor = (trx: Db, data: RetoData, ownId?: number) => slugToStore(trx, repo.RETO_SLUGS, data.slug, data.nombre, ownId);

  async function checkKit(trx: Db, kit: number[]) {
    if ((await existingProducts(trx, kit)) !== kit.length)
      throw badRequest(MSG.kitProductMissing, [{ path: 'kit', msg: MSG.kitProductMissing }]);
  }

  return {
    async list(): Promise<AdminReto[]> {
      return views(await repo.adminRetos(db));
    },

    get: view,

    async create(data: RetoData): Promise<AdminReto> {
      const id = await db
        .transaction()
        .execute(async (trx) => {
          await checkKit(trx, data.kit);
          const slug = await slugFor(trx, data);
          await releaseSlug(trx, repo.RETO_SLUGS, slug);
          const id = await repo.insertReto(trx, { ...data, slug }, stamp());
          await repo.replaceKit(trx, id, data.kit);
          // the site search finds it (or not, inactive) from this commit on, in every instance
          await syncSearchDocuments(trx, retoSearchSource, [id]);
          return id;
        })
        .catch(slugRace(repo.RETO_SLUGS));
      return view(id);
    },

    async update(id: number, data: RetoData): Promise<AdminReto> {
      await db
        .transaction()
        .execute(async (trx) => {
          const current = await repo.touchReto(trx, id, stamp());
          if (!current) throw notFound(MSG.retoNotFound);
          await checkKit(trx, data.kit);
          const last = (await repo.writtenDays(trx, [id])).get(id)?.ultimo ?? 0;
          if (last > data.dias) throw badRequest(MSG.diasBelowPlan, [{ path: 'dias', msg: MSG.diasBelowPlan }]);
          const slug = await slugFor(trx, data, id);
          const at = stamp();
          await repo.updateReto(trx, id, { ...data, slug }, at);
          await keepFormerSlug(trx, repo.RETO_SLUGS, id, current.slug, slug, at);
          await repo.replaceKit(trx, id, data.kit);
          await syncSearchDocuments(trx, retoSearchSource, [id]);
        })
        .catch(slugRace(repo.RETO_SLUGS));
      return view(id);
    },

    async archive(id: number): Promise<void> {
      const archived = await db.transaction().execute(async (trx) => {
        if (!(await repo.archiveReto(trx, id, stamp()))) return false;
        await syncSearchDocuments(trx, retoSearchSource, [id]);
        return true;
      });
      if (!archived) throw notFound(MSG.retoNotFound);
    },

    /** A new image (the old file goes once nothing uses it), or only its alt text when no file comes. */
    async setImage(id: number, alt: string, upload: VerifiedUpload | null): Promise<AdminReto> {
      if (!upload) {
        const done = await db.transaction().execute((trx) => repo.setImage(trx, id, { alt }, stamp()));
        if (done === undefined) throw notFound(MSG.retoNotFound);
        return view(id);
      }
      const path = await media.replace('retos', upload, async (trx, stored) => {
        const previous = await repo.setImage(trx, id, { path: stored, alt }, stamp());
        return previous === undefined ? undefined : { previous };
      });
      if (!path) throw notFound(MSG.retoNotFound);
      return view(id);
    },

    async plan(id: number): Promise<{ dias: number; plan: RetoDia[] }> {
      const r = await repo.retoById(db, id);
      if (!r) throw notFound(MSG.retoNotFound);
      return { dias: Number(r.dias), plan: await repo.planOf(db, id) };
    },

    /** Replaces the whole plan in one transaction, the reto's row locked (its `dias` cannot shrink meanwhile). */
    async savePlan(id: number, dias: RetoDia[]): Promise<{ dias: number; plan: RetoDia[] }> {
      await db.transaction().execute(async (trx) => {
        const r = await repo.touchReto(trx, id, stamp());
        if (!r) throw notFound(MSG.retoNotFound);
        if (dias.some((d) => d.dia > Number(r.dias))) throw badRequest(MSG.diaInvalid, [{ path: 'dias', msg: MSG.diaInvalid }]);
        await repo.replacePlan(
          trx,
          id,
          [...dias].sort((a, b) => a.dia - b.dia),
          stamp(),
        );
      });
      return this.plan(id);
    },
  };
}

/**
 * "Participantes" of a reto (undefined: no such reto): the people enrolled, their start and the day
 * they reached today in Colombia. The tools' module (health-tools, the coach's side) keeps those who
 * consented to the health-data purpose and adds their check-in columns; the retos module knows
 * nothing of either.
 */
export async function retoParticipants(db: Db, retoId: number, today: string) {
  const r = await repo.retoById(db, retoId);
  if (!r) return undefined;
  const rows = await repo.participantsOf(db, retoId);
  return {
    reto: { id: Number(r.id), nombre: r.nombre, dias: Number(r.dias) },
    participantes: rows.map((p) => participantRow(p, Number(r.dias), today)),
  };
}

/** One row of "Participantes", built in one place. */
function participantRow(p: Awaited<ReturnType<typeof repo.participantsOf>>[number], dias: number, today: string) {
  return {
    inscripcionId: Number(p.id),
    userId: Number(p.user_id),
    nombre: `${p.first_name} ${p.last_name}`.trim(),
    email: p.email,
    inicio: p.inicio,
    dia: retoDayOf(p.inicio, dias, today),
    estado: p.estado === 'cancelada' ? ('cancelada' as const) : ('activa' as const),
    pedidoReferencia: p.referencia,
  };
}
