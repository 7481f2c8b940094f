import { NETWORK_SPECS, type PostStatus, RejectPostInputSchema, type SocialPost } from '@platform/core';
import { Check, Pencil, Trash2, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Dialog } from '../../../components/ui/dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { formatDate, formatTime } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useApprovePost, useDeletePost, useRejectPost } from '../api/post-mutations.ts';
import { useSocialTexts } from '../texts.ts';

const STATUS_TONE: Record<PostStatus, 'neutral' | 'brand' | 'warning' | 'danger'> = {
  draft: 'neutral',
  pending: 'warning',
  scheduled: 'brand',
  published: 'neutral',
  rejected: 'danger',
};

const failed = (error: unknown) => toast.error(error instanceof Error ? error.message : String(error));

function RejectButton({ post }: { post: SocialPost }) {
  const { t } = useSocialTexts();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  const reject = useRejectPost();
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('social.post.rejectTitle')}
      trigger={
        <Button variant="secondary">
          <Undo2 className="h-4 w-4" aria-hidden="true" />
          {t('social.post.reject')}
        </Button>
      }
    >
      <form
        className="mt-4 flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const parsed = RejectPostInputSchema.safeParse({ note });
          if (!parsed.success) {
            setError(parsed.error.issues[0]?.message);
            return;
          }
          reject.mutate(
            { postId: post.id, input: { note } },
            {
              onSuccess: () => {
                toast.success(t('social.post.rejected'));
                setOpen(false);
              },
              onError: failed,
            },
          );
        }}
      >
        <TextareaField
          label={t('social.post.rejectNote')}
          value={note}
          error={error}
          onChange={(event) => setNote(event.target.value)}
        />
        <div className="flex justify-end gap-2">
          <Button variant="ghost" onClick={() => setOpen(false)}>
            {t('social.composer.cancel')}
          </Button>
          <Button type="submit" disabled={reject.isPending}>
            {t('social.post.rejectSend')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/** One post in the calendar: when, where, its state and what the viewer may do with it. */
export function PostCard({
  post,
  canApprove,
  onEdit,
}: {
  post: SocialPost;
  canApprove: boolean;
  onEdit(post: SocialPost): void;
}) {
  const { t } = useSocialTexts();
  const approve = useApprovePost();
  const remove = useDeletePost();
  return (
    <article
      className="flex flex-col gap-2 rounded-lg border border-zinc-200 bg-white p-3 dark:border-zinc-700 dark:bg-zinc-900"
      aria-label={t('social.post.label', { time: formatTime(post.scheduledAt) })}
    >
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <time dateTime={post.scheduledAt} className="font-semibold">
          {formatDate(post.scheduledAt, true)}
        </time>
        <Badge tone={STATUS_TONE[post.status]}>{t(`social.status.${post.status}`)}</Badge>
        {post.networks.map((network) => (
          <Badge key={network}>{NETWORK_SPECS[network].label}</Badge>
        ))}
      </div>
      <div className="flex gap-3">
        {post.image ? (
          <img
            src={post.image.urls.facebook}
            alt=""
            width={96}
            height={50}
            className="h-12 w-24 shrink-0 rounded object-cover"
            loading="lazy"
          />
        ) : null}
        <p className="line-clamp-4 text-sm break-words whitespace-pre-wrap">{post.text}</p>
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {post.approvedBy
          ? t('social.post.byApproved', { author: post.author, approver: post.approvedBy })
          : t('social.post.by', { author: post.author })}
      </p>
      {post.checks.law.blocked ? <p className="text-sm text-red-700 dark:text-red-300">{t('social.post.lawBlocked')}</p> : null}
      {post.checks.policy.length > 0 ? (
        <p className="text-sm text-amber-800 dark:text-amber-200">{t('social.post.policyWarning')}</p>
      ) : null}
      {post.rejectionNote ? (
        <p className="rounded bg-red-50 p-2 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {t('social.post.rejectionNote', { note: post.rejectionNote })}
        </p>
      ) : null}
      {post.status === 'published' ? (
        <ul className="text-xs text-zinc-600 dark:text-zinc-400">
          {post.networks.map((network) => {
            const delivery = post.deliveries[network];
            return (
              <li key={network}>
                {NETWORK_SPECS[network].label}: {t(`social.delivery.${delivery?.status ?? 'manual'}`)}
                {delivery?.error ? ` (${delivery.error})` : ''}
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canApprove && post.status === 'pending' ? (
          <>
            <Button
              disabled={approve.isPending || post.checks.law.blocked}
              onClick={() =>
                // mutateAsync, not mutate's callbacks: the approved card leaves this list (and unmounts) when the
                // refetch lands, and React Query then drops a mutate() callback, and with it the confirmation.
                approve.mutateAsync(post.id).then(() => toast.success(t('social.post.approved')), failed)
              }
            >
              <Check className="h-4 w-4" aria-hidden="true" />
              {t('social.post.approve')}
            </Button>
            <RejectButton post={post} />
          </>
        ) : null}
        {post.canEdit ? (
          <>
            <Button variant="secondary" onClick={() => onEdit(post)}>
              <Pencil className="h-4 w-4" aria-hidden="true" />
              {t('social.post.edit')}
            </Button>
            <ConfirmDialog
              title={t('social.post.deleteTitle')}
              description={t('social.post.deleteText')}
              confirm={t('social.post.delete')}
              cancel={t('social.composer.cancel')}
              onConfirm={() => remove.mutateAsync(post.id).then(() => toast.success(t('social.post.deleted')), failed)}
              trigger={
                <Button variant="ghost">
                  <Trash2 className="h-4 w-4" aria-hidden="true" />
                  {t('social.post.delete')}
                </Button>
              }
            />
          </>
        ) : null}
      </div>
    </article>
  );
}
