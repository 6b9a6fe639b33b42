import { Link } from 'react-router-dom';
import type { PostSummary } from '@app/shared/blog';
import { BLOG_PAGES } from '@app/shared/blog-public';
import { PostCover } from './post-cover';
import { PostMeta } from './post-meta';

export function PostCard({ post, eager = false }: { post: PostSummary; eager?: boolean }) {
  return (
    <article className="blog-card">
      {post.portada && <PostCover cover={post.portada} sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw" eager={eager} />}
      <div className="blog-card-body">
        <h2 className="blog-card-title">
          <Link to={BLOG_PAGES.entrada(post.slug)}>{post.titulo}</Link>
        </h2>
        <PostMeta post={post} />
        <p className="blog-card-extract">{post.extracto}</p>
      </div>
    </article>
  );
}
