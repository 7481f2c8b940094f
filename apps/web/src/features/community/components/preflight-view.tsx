import { autoFix } from '@platform/core';
import { CheckCircle2, Sparkles, XCircle } from 'lucide-react';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useAiReview } from '../api/ai-writing.ts';
import { useDebouncedCompliance, useGuidelines } from '../hooks/use-compliance.ts';
import { useCommunityTexts } from '../texts.ts';
import { AiSuggestionCard } from './ai-suggestion-card.tsx';
import { IssueList } from './issue-list.tsx';
import { ScoreMeter } from './score-meter.tsx';

/** Live compliance check of a post, with auto-fix and "AI Review" (a rewrite checked on the server, ADR 044). */
export function PreflightView({ text, onChange }: { text: string; onChange(text: string): void }) {
  const { t } = useCommunityTexts();
  const id = useId();
  const { guidelines, fallback } = useGuidelines();
  const result = useDebouncedCompliance(text, guidelines);
  const review = useAiReview();
  const fixed = autoFix(text, guidelines);

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <div className="flex flex-col gap-4 lg:col-span-2">
        {fallback ? (
          <p role="status" className="text-sm text-amber-600">
            {t('community.preflight.guidelinesWarning')}
          </p>
        ) : null}
        <label htmlFor={id} className="text-sm font-medium">
          {t('community.preflight.label')}
        </label>
        <textarea
          id={id}
          value={text}
          onChange={(event) => {
            onChange(event.target.value);
            review.reset();
          }}
          rows={8}
          placeholder={t('community.preflight.placeholder')}
          className="rounded-md border border-zinc-300 bg-white p-3 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        />
        <ScoreMeter score={result.score} />
        {result.issues.length === 0 ? (
          <p role="status" className="flex items-center gap-2 text-sm text-emerald-600 dark:text-emerald-400">
            <CheckCircle2 className="h-4 w-4" aria-hidden="true" />
            {t('community.preflight.noIssues')}
          </p>
        ) : (
          <section aria-label={t('community.preflight.issuesTitle')}>
            <h3 className="mb-2 font-semibold">{t('community.preflight.issuesTitle')}</h3>
            <IssueList issues={result.issues} />
          </section>
        )}
        <div className="flex flex-wrap gap-2">
          {fixed !== text ? (
            <Button variant="secondary" onClick={() => onChange(fixed)}>
              {t('community.preflight.applySuggestions')}
            </Button>
          ) : null}
          <Button variant="secondary" onClick={() => review.mutate(text)} disabled={!text.trim() || review.isPending}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {review.isPending ? t('makerAi.reviewing') : t('community.preflight.aiReview')}
          </Button>
        </div>
        {review.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {review.error.message}
          </p>
        ) : null}
        {review.data ? (
          <AiSuggestionCard
            title={t('community.preflight.aiReviewTitle')}
            suggestion={review.data}
            onUse={(rewritten) => {
              onChange(rewritten);
              review.reset();
            }}
          />
        ) : null}
      </div>
      <Card className="flex flex-col gap-3 text-sm">
        <h3 className="font-semibold">{t('community.preflight.allowedTitle')}</h3>
        <ul className="flex flex-col gap-1">
          {(t('community.preflight.allowed', { returnObjects: true }) as string[]).map((line) => (
            <li key={line} className="flex gap-2">
              <CheckCircle2 className="h-4 w-4 shrink-0 text-emerald-500" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
        <h3 className="font-semibold">{t('community.preflight.notAllowedTitle')}</h3>
        <ul className="flex flex-col gap-1">
          {(t('community.preflight.notAllowed', { returnObjects: true }) as string[]).map((line) => (
            <li key={line} className="flex gap-2">
              <XCircle className="h-4 w-4 shrink-0 text-red-500" aria-hidden="true" />
              {line}
            </li>
          ))}
        </ul>
      </Card>
    </div>
  );
}
