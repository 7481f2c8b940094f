import {
  COMPLIANCE_STATUSES,
  type ModerationDecisionInput,
  ModerationDecisionInputSchema,
  ReviewSchema,
  reviewNote,
} from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { applyServerErrors, Form, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/form-errors.ts';
import { formatDate, formatPercent } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useDecide } from '../api/decide-content.ts';
import { useContentDetail } from '../api/get-content-detail.ts';
import { useModerationQueue } from '../api/get-moderation-queue.ts';
import { HighlightedText } from './highlighted-text.tsx';
import { IssueList } from './issue-list.tsx';
import { StatusBadge } from './status-badge.tsx';

function noteOf(contentBody: string): string | null {
  try {
    const parsed = ReviewSchema.safeParse(JSON.parse(contentBody));
    return parsed.success ? reviewNote(parsed.data) : null;
  } catch {
    return null;
  }
}

function ContentReview({ id, onClose }: { id: string; onClose(): void }) {
  const { t } = useTranslation();
  const detail = useContentDetail(id);
  const decide = useDecide(id);
  // Each decision button sets `decision` as it submits; the schema asks a note for flag and reject.
  const form = useZodForm(ModerationDecisionInputSchema, { decision: 'approved', note: '' });
  if (detail.isPending) return <Spinner />;
  if (detail.isError) return <p role="alert">{detail.error.message}</p>;
  const content = detail.data;
  const text = noteOf(content.contentBody);

  const submit = async ({ decision, note }: ModerationDecisionInput) => {
    await decide.mutateAsync({ decision, note: note || undefined });
    toast.success(t('community.moderation.decided'));
    form.reset({ decision: 'approved', note: '' });
  };
  const decideButton = (decision: ModerationDecisionInput['decision']) => ({
    type: 'submit' as const,
    disabled: decide.isPending,
    onClick: () => form.setValue('decision', decision),
  });

  return (
    <Card className="flex flex-col gap-3" aria-label={content.title}>
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-lg font-semibold">{content.title}</h3>
        <StatusBadge status={content.complianceStatus} />
        <span className="text-sm text-zinc-500">
          {content.gemeente} · {formatDate(content.submissionDate, true)} · {formatPercent(content.preflightScore)}
        </span>
      </div>
      <p className="text-sm">{content.description}</p>
      <h4 className="font-medium">{t('community.moderation.text')}</h4>
      {text ? (
        <HighlightedText text={text} issues={content.complianceIssues} />
      ) : (
        <p className="text-sm text-zinc-500">{t('community.moderation.noNote')}</p>
      )}
      {content.complianceIssues.length > 0 ? <IssueList issues={content.complianceIssues} /> : null}
      <details>
        <summary className="cursor-pointer text-sm">{t('community.moderation.raw')}</summary>
        <pre className="mt-2 overflow-x-auto rounded bg-zinc-100 p-2 text-xs dark:bg-zinc-800">
          {JSON.stringify(JSON.parse(content.contentBody), null, 2)}
        </pre>
      </details>
      <Form
        form={form}
        onSubmit={submit}
        onServerError={(error) => {
          applyServerErrors(error, form, { toast: false });
          toast.error(errorMessage(error));
          return true;
        }}
        className="flex flex-col gap-3"
      >
        <FormTextarea name="note" label={t('community.moderation.decisionNote')} rows={2} />
        <div className="flex flex-wrap gap-2">
          <Button {...decideButton('approved')}>{t('community.moderation.approve')}</Button>
          <Button variant="secondary" {...decideButton('flagged')}>
            {t('community.moderation.flag')}
          </Button>
          <Button variant="danger" {...decideButton('rejected')}>
            {t('community.moderation.reject')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('community.moderation.close')}
          </Button>
        </div>
      </Form>
      {content.decisions.length > 0 ? (
        <section>
          <h4 className="font-medium">{t('community.moderation.history')}</h4>
          <ul className="text-sm">
            {content.decisions.map((decision) => (
              <li key={decision.createdAt}>
                {formatDate(decision.createdAt, true)} — {t(`community.status.${decision.decision}`)}
                {decision.note ? `: ${decision.note}` : ''}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Card>
  );
}

export function ModerationQueue() {
  const { t } = useTranslation();
  const [status, setStatus] = useState('pending');
  const [openId, setOpenId] = useState<string | null>(null);
  const queue = useModerationQueue(status);
  return (
    <div className="flex flex-col gap-4">
      <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
        {t('community.moderation.filter')}
        <select
          value={status}
          onChange={(event) => setStatus(event.target.value)}
          className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
        >
          <option value="">{t('community.moderation.all')}</option>
          {COMPLIANCE_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`community.status.${value}`)}
            </option>
          ))}
        </select>
      </label>
      {openId ? <ContentReview id={openId} onClose={() => setOpenId(null)} /> : null}
      {queue.isPending ? <Spinner /> : null}
      {queue.isError ? <p role="alert">{queue.error.message}</p> : null}
      {queue.data?.length === 0 ? <p className="text-zinc-500">{t('community.moderation.empty')}</p> : null}
      <ul className="flex flex-col gap-2">
        {queue.data?.map((item) => (
          <li
            key={item.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <StatusBadge status={item.complianceStatus} />
            <span className="font-medium">{item.title}</span>
            <span className="text-sm">{item.description}</span>
            <span className="text-sm text-zinc-500">
              {item.gemeente} · {formatPercent(item.preflightScore)}
            </span>
            <Button
              variant="secondary"
              className="ml-auto"
              onClick={() => setOpenId(item.id)}
              aria-label={`${t('community.moderation.open')}: ${item.description}`}
            >
              {t('community.moderation.open')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
