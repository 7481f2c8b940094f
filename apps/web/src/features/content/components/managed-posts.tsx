import { type ManagedPost, type PostKind, postPath } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import type { PostScope } from '../api/keys.ts';
import { useManagedPosts, useRemovePost } from '../api/managed-posts.ts';
import { useContentTexts } from '../texts.ts';
import { PostForm } from './post-form.tsx';

const TONE = { draft: 'neutral', scheduled: 'warning', published: 'brand' } as const;

function PostRow({ post, scope, onEdit }: { post: ManagedPost; scope: PostScope; onEdit(): void }) {
  const { t } = useContentTexts();
  const remove = useRemovePost(scope);
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 border-b border-zinc-200 py-3 last:border-0 dark:border-zinc-800">
      <div className="flex min-w-0 flex-col gap-1">
        <span className="font-medium">{post.title}</span>
        <span className="flex flex-wrap items-center gap-2 text-sm text-zinc-500">
          <Badge tone={TONE[post.state]}>{t(`content.states.${post.state}`)}</Badge>
          {post.publishedAt && post.state !== 'draft' ? (
            <span>{t(`content.list.${post.state}At`, { date: formatDate(post.publishedAt, true) })}</span>
          ) : null}
          <span>{t(`content.brands.${post.brand}`)}</span>
        </span>
      </div>
      <div className="flex flex-wrap gap-2">
        {post.state === 'published' ? (
          <Link to={postPath(post)} className="rounded-md px-3 py-2 text-sm underline">
            {t('content.list.view')}
          </Link>
        ) : null}
        <Button variant="secondary" onClick={onEdit}>
          {t('content.list.edit')}
        </Button>
        <ConfirmDialog
          trigger={<Button variant="secondary">{t('content.list.remove')}</Button>}
          title={t('content.list.removeTitle', { title: post.title })}
          confirm={t('content.list.remove')}
          cancel={t('content.form.cancel')}
          onConfirm={() =>
            // mutateAsync, not mutate's callbacks: the removed row unmounts when the list is fetched again.
            remove.mutateAsync(post.id).then(
              () => toast.success(t('content.list.removed')),
              (error: Error) => toast.error(error.message),
            )
          }
        />
      </div>
    </li>
  );
}

/** A writer's posts (the platform's of one kind, or a partner's news) with the form to write and change them. */
export function ManagedPosts({ scope, kind, heading }: { scope: PostScope; kind?: PostKind; heading: string }) {
  const { t } = useContentTexts();
  const posts = useManagedPosts(scope);
  const [editing, setEditing] = useState<ManagedPost | 'new' | null>(null);
  if (editing) {
    return (
      <Card>
        <PostForm
          key={editing === 'new' ? 'new' : editing.id}
          scope={scope}
          post={editing === 'new' ? null : editing}
          defaultKind={kind ?? 'news'}
          onDone={() => setEditing(null)}
        />
      </Card>
    );
  }
  return (
    <Card className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-xl font-semibold">{heading}</h2>
        <Button onClick={() => setEditing('new')}>{t('content.list.new')}</Button>
      </div>
      <QueryState query={posts}>
        {(all) => {
          const shown = kind ? all.filter((post) => post.kind === kind) : all;
          if (shown.length === 0) return <p className="text-sm text-zinc-500">{t('content.list.empty')}</p>;
          return (
            <ul>
              {shown.map((post) => (
                <PostRow key={post.id} post={post} scope={scope} onEdit={() => setEditing(post)} />
              ))}
            </ul>
          );
        }}
      </QueryState>
    </Card>
  );
}
