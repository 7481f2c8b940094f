import type { IdentityDocument, VerificationQueueItem } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideDocument } from '../api/decide-document.ts';
import { documentFileUrl } from '../api/document-file-url.ts';
import { useVerificationQueue } from '../api/get-verification-queue.ts';
import { useVerificationTexts } from '../texts.ts';

const STATUSES = ['pending', 'approved', 'rejected'] as const;

function DocumentPreview({ item }: { item: VerificationQueueItem }) {
  const { t } = useVerificationTexts();
  if (!item.fileAvailable) return <p className="text-sm text-zinc-500">{t('verification.fileDeleted')}</p>;
  const url = documentFileUrl(item.id);
  return item.mimeType === 'application/pdf' ? (
    <a href={url} target="_blank" rel="noreferrer" className="text-brand underline">
      {t('verification.openPdf')}
    </a>
  ) : (
    <a href={url} target="_blank" rel="noreferrer">
      {/* A fixed box (the document's own shape is unknown): the queue does not shift as documents load. */}
      <img
        src={url}
        alt={t('verification.documentOf', { name: item.user.name })}
        width={400}
        height={256}
        className="h-64 w-auto max-w-full rounded-md border object-contain"
      />
    </a>
  );
}

function DecisionForm({ item }: { item: VerificationQueueItem }) {
  const { t } = useVerificationTexts();
  const decide = useDecideDocument();
  const [notes, setNotes] = useState('');
  const [error, setError] = useState<string>();
  const notesId = `notes-${item.id}`;

  async function submit(decision: 'approve' | 'reject') {
    setError(undefined);
    try {
      await decide.mutateAsync({ id: item.id, input: { decision, notes } });
      toast.success(decision === 'approve' ? t('verification.approved') : t('verification.rejected'));
    } catch (failure) {
      const issues = (failure as { issues?: Array<{ message: string }> }).issues;
      setError(issues?.[0]?.message ?? (failure as Error).message);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={notesId} className="text-sm font-medium">
        {t('verification.notes')}
      </label>
      <textarea
        id={notesId}
        value={notes}
        onChange={(e) => setNotes(e.target.value)}
        rows={2}
        maxLength={1000}
        aria-invalid={error ? true : undefined}
        className="rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
      />
      {error ? (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button onClick={() => submit('approve')} disabled={decide.isPending}>
          {t('verification.approve')}
        </Button>
        <Button variant="danger" onClick={() => submit('reject')} disabled={decide.isPending}>
          {t('verification.reject')}
        </Button>
      </div>
    </div>
  );
}

/** /admin/verifications: the queue of identity documents, oldest first, with the decision form. */
export function VerificationQueuePage() {
  const { t } = useVerificationTexts();
  const [status, setStatus] = useState<IdentityDocument['status']>('pending');
  const queue = useVerificationQueue(status);
  return (
    <Page title={t('verification.queueTitle')} wide>
      <h1 className="text-3xl font-bold">{t('verification.queueTitle')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('verification.queueIntro')}</p>
      <TabList<IdentityDocument['status']>
        label={t('verification.queueTitle')}
        value={status}
        options={STATUSES}
        onChange={setStatus}
        text={(value) => t(`verification.queueTabs.${value}`)}
        className="mb-4"
      />
      <QueryState query={queue}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-zinc-500">{t('verification.queueEmpty')}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {items.map((item) => (
                <li key={item.id}>
                  <Card className="grid gap-4 md:grid-cols-3">
                    <div>
                      <p className="font-semibold">{item.user.name}</p>
                      <p className="text-sm">{item.user.email}</p>
                      <p className="text-sm text-zinc-500">
                        {t(`verification.kinds.${item.kind}`)} · {formatDate(item.submittedAt, true)}
                      </p>
                      {item.notes ? <p className="mt-2 text-sm">{item.notes}</p> : null}
                    </div>
                    <DocumentPreview item={item} />
                    {item.status === 'pending' ? (
                      <DecisionForm item={item} />
                    ) : (
                      <p className="text-sm">{t(`verification.status.${item.status}`)}</p>
                    )}
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}
