import type { ReviewDecision, ReviewItem } from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecideApplication } from '../api/decide-application.ts';
import { useReviewQueue } from '../api/get-review-queue.ts';
import { DraftSummary } from '../components/summary.tsx';
import { useOnboardingTexts } from '../texts.ts';

function Decision({ item }: { item: ReviewItem }) {
  const { t } = useOnboardingTexts();
  const decide = useDecideApplication();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string>();
  async function send(decision: ReviewDecision['decision']) {
    setError(undefined);
    try {
      await decide.mutateAsync({ id: item.id, input: { decision, note } });
      toast.success(t(`onboarding.review.done.${decision}`));
    } catch (failure) {
      const issues = (failure as { issues?: Array<{ message: string }> }).issues;
      setError(issues?.[0]?.message ?? (failure as Error).message);
    }
  }
  return (
    <div className="flex flex-col gap-2">
      <TextareaField
        label={t('onboarding.review.note')}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        error={error}
        rows={2}
      />
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => send('approve')} disabled={decide.isPending}>
          {t('onboarding.review.approve')}
        </Button>
        <Button variant="secondary" onClick={() => send('changes')} disabled={decide.isPending}>
          {t('onboarding.review.changes')}
        </Button>
        <Button variant="danger" onClick={() => send('reject')} disabled={decide.isPending}>
          {t('onboarding.review.reject')}
        </Button>
      </div>
    </div>
  );
}

/** /admin/onboarding: submitted applications and claims, oldest first, with likely duplicates flagged. */
export function ReviewPage() {
  const { t } = useOnboardingTexts();
  const queue = useReviewQueue();
  return (
    <Page title={t('onboarding.review.title')} wide>
      <h1 className="text-3xl font-bold">{t('onboarding.review.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('onboarding.review.intro')}</p>
      <QueryState query={queue}>
        {(items) =>
          items.length === 0 ? (
            <p className="text-zinc-500">{t('onboarding.review.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-4">
              {items.map((item) => (
                <li key={item.id}>
                  <Card className="grid gap-4 md:grid-cols-2" aria-label={item.draft.business?.name ?? item.claim?.name}>
                    <div className="flex flex-col gap-2">
                      <p className="flex flex-wrap items-center gap-2">
                        <span className="font-semibold">{item.draft.business?.name}</span>
                        <Badge>{t(`onboarding.review.kinds.${item.kind}`)}</Badge>
                        <Badge tone="brand">{t(`onboarding.review.brands.${item.brand}`)}</Badge>
                        {item.duplicates.map((reason) => (
                          <Badge key={reason} tone="warning">
                            {t(`onboarding.review.duplicates.${reason}`)}
                          </Badge>
                        ))}
                      </p>
                      <p className="text-sm">
                        {item.applicant.name} · {item.applicant.email}
                        {item.submittedAt ? ` · ${formatDate(item.submittedAt, true)}` : ''}
                      </p>
                      {item.claim ? (
                        <p className="text-sm">
                          {t('onboarding.review.claimOf', { name: item.claim.name, plaats: item.claim.plaats })}
                        </p>
                      ) : (
                        <DraftSummary draft={item.draft} brand={item.brand} />
                      )}
                    </div>
                    <Decision item={item} />
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
