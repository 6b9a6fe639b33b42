import { readingTime, spanishDate } from '../lib/format';

interface MetaOf {
  publicadoEn: string | null;
  minutosLectura: number;
  autor: string;
}

/** Date (a draft has none yet), reading time and, on the post's page, the author. */
export function PostMeta({ post, autor }: { post: MetaOf; autor?: boolean }) {
  return (
    <p className="blog-meta">
      {post.publicadoEn && (
        <>
          <time dateTime={post.publicadoEn}>{spanishDate(post.publicadoEn)}</time>
          {' · '}
        </>
      )}
      {readingTime(post.minutosLectura)}
      {autor && post.autor && ` · ${post.autor}`}
    </p>
  );
}
