import { type PublicPost, postPath } from '@platform/core';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useContentTexts } from '../texts.ts';

/** A list of published posts as cards linking to their pages. */
export function PostCards({ posts }: { posts: PublicPost[] }) {
  const { t } = useContentTexts();
  return (
    <ul className="flex flex-col gap-3">
      {posts.map((post) => (
        <li key={post.id}>
          <Card className="flex flex-col gap-1">
            <span className="text-sm text-zinc-500">
              {t(`content.kinds.${post.kind}`)} · <time dateTime={post.publishedAt}>{formatDate(post.publishedAt)}</time>
            </span>
            <h3 className="text-lg font-semibold">
              <Link to={postPath(post)} className="hover:underline">
                {post.title}
              </Link>
            </h3>
            {post.summary ? <p className="text-sm text-zinc-600 dark:text-zinc-300">{post.summary}</p> : null}
          </Card>
        </li>
      ))}
    </ul>
  );
}
