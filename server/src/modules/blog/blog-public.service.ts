import {
  BLOG_MESSAGES as MSG,
  BLOG_PAGE_SIZE,
  BLOG_RELATED_SIZE,
  type PostDetail,
  type PostPreview,
  type PostQuery,
  type PostSummary,
  type PostTagCount,
} from '@app/shared/blog';
import type { AppDeps } from '../../app-deps.js';
import { notFound } from '../../lib/errors.js';
import { movedOrMissing } from '../../db/slugs.js';
import { hashSecretToken } from '../../lib/secret-tokens.js';
import * as repo from './blog.repo.js';
import { detailView, previewView, summaryView } from './blog-views.js';

/** A page of the public list and how many posts the whole list has. */
export interface PostPage {
  items: PostSummary[];
  total: number;
}

/** What the public sees of the blog: published posts only (and one post through its private preview link). */
export function createBlogPublicService({ db }: Pick<AppDeps, 'db'>) {
  async function summaries(rows: repo.PostRow[]): Promise<PostSummary[]> {
    const tags = await repo.tagsOf(
      db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => summaryView(r, tags.get(r.id)));
  }

  return {
    /** A page of published posts, newest first; an unknown tag or a page past the last is a 404 (keeps cache keys bounded). */
    async page(query: PostQuery): Promise<PostPage> {
      let tagId: number | undefined;
      if (query.etiqueta) {
        const tag = await repo.tagBySlug(db, query.etiqueta);
        if (!tag) throw notFound(MSG.tagNotFound);
        tagId = tag.id;
      }
      const { rows, total } = await repo.publishedPage(db, { tagId, offset: (query.pagina - 1) * BLOG_PAGE_SIZE, limit: BLOG_PAGE_SIZE });
      if (rows.length === 0 && query.pagina > 1) throw notFound(MSG.pageNotFound);
      return { items: await summaries(rows), total };
    },

    /** The newest published posts (the feed), with their HTML. */
    async latest(limit: number): Promise<PostDetail[]> {
      const rows = await repo.latestPublished(db, limit);
      const tags = await repo.tagsOf(
        db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => detailView(r, tags.get(r.id), []));
    },

    /** One published post with its related ones; a former slug throws MovedSlug (db/slugs.ts), anything else 404. */
    async post(slug: string): Promise<PostDetail> {
      const row = await repo.postBySlug(db, slug);
      if (row && row.estado !== 'publicado') throw notFound(MSG.postNotFound);
      if (!row) return movedOrMissing(db, repo.POST_SLUGS, slug, () => notFound(MSG.postNotFound));
      const tags = (await repo.tagsOf(db, [row.id])).get(row.id);
      const related = await repo.relatedPosts(
        db,
        row.id,
        (tags ?? []).map((t) => t.id),
        BLOG_RELATED_SIZE,
      );
      return detailView(row, tags, await summaries(related));
    },

    /** Any post, whatever its state, through its private preview link. */
    async preview(token: string): Promise<PostPreview> {
      const row = await repo.postByPreviewHash(db, hashSecretToken(token));
      if (!row) throw notFound(MSG.previewNotFound);
      return previewView(row, (await repo.tagsOf(db, [row.id])).get(row.id));
    },

    tags: (): Promise<PostTagCount[]> => repo.tagCounts(db),

    /** Every published post's slug and last change, for the sitemap. */
    publishedSlugs: () => repo.publishedSlugs(db),
  };
}
