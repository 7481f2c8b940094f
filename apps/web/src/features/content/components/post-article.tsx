import { IMAGE_PRESETS, type PublicPost } from '@platform/core';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useContentTexts } from '../texts.ts';
import { PostBody } from './post-body.tsx';

/** One published post as readers see it. */
export function PostArticle({ post }: { post: PublicPost }) {
  const { t } = useContentTexts();
  return (
    <article className="flex flex-col gap-4">
      <p className="flex flex-wrap items-center gap-2 text-sm text-zinc-500">
        <Badge tone="brand">{t(`content.kinds.${post.kind}`)}</Badge>
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
        <span>·</span>
        {post.partner ? (
          <Link to={`/partners/${post.partner.slug}`} className="underline">
            {post.partner.name}
          </Link>
        ) : (
          <span>{post.authorName}</span>
        )}
      </p>
      <h1 className="text-3xl font-bold">{post.title}</h1>
      {post.summary ? <p className="text-lg text-zinc-600 dark:text-zinc-300">{post.summary}</p> : null}
      {post.imageUrl ? <PostHeroImage url={post.imageUrl} /> : null}
      <PostBody html={post.body} />
    </article>
  );
}

/**
 * A post's header image: uploads are stored in the hero preset (1200 × 600, spec §9), so its box has that shape before
 * the file arrives and the text below does not move; another shape is cropped to it.
 */
export function PostHeroImage({ url }: { url: string }) {
  const { width, height } = IMAGE_PRESETS.hero;
  return <img src={url} alt="" width={width} height={height} className="aspect-[2/1] w-full rounded-xl object-cover" />;
}
