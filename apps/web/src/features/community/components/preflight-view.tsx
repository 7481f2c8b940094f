import { autoFix, type RewriteSuggestion, suggestRewrite } from '@platform/core';
import { CheckCircle2, Sparkles, XCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useDebouncedCompliance, useGuidelines } from '../hooks/use-compliance.ts';
import { IssueList } from './issue-list.tsx';
import { ScoreMeter } from './score-meter.tsx';

/** Live compliance check of a post, with auto-fix and the engine's rewrite ("AI Review"). */
export function PreflightView({ text, onChange }: { text: string; onChange(text: string): void }) {
  const { t } = useTranslation();
  const id = useId();
  const { guidelines, fallback } = useGuidelines();
  const result = useDebouncedCompliance(text, guidelines);
  const [rewrite, setRewrite] = useState<RewriteSuggestion | null>(null);
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
            setRewrite(null);
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
          <Button variant="secondary" onClick={() => setRewrite(suggestRewrite(text, guidelines))} disabled={!text.trim()}>
            <Sparkles className="h-4 w-4" aria-hidden="true" />
            {t('community.preflight.aiReview')}
          </Button>
        </div>
        {rewrite ? (
          <Card className="flex flex-col gap-2" aria-live="polite">
            <h3 className="font-semibold">{t('community.preflight.aiReviewTitle')}</h3>
            {rewrite.notes.length === 0 ? (
              <p className="text-sm">{t('community.preflight.aiReviewNone')}</p>
            ) : (
              <>
                <ul className="list-disc pl-5 text-sm">
                  {rewrite.notes.map((note) => (
                    <li key={note}>{note}</li>
                  ))}
                </ul>
                <blockquote className="border-l-4 border-brand pl-3 text-sm">{rewrite.text}</blockquote>
                <ScoreMeter score={rewrite.result.score} />
                <div>
                  <Button
                    onClick={() => {
                      onChange(rewrite.text);
                      setRewrite(null);
                    }}
                  >
                    {t('community.preflight.useRewrite')}
                  </Button>
                </div>
              </>
            )}
          </Card>
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
