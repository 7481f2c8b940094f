import { DEFAULT_REVIEW_TYPE, REVIEW_TYPES, type ReviewType } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { PreflightView } from './preflight-view.tsx';
import { ReviewForm } from './review-form.tsx';
import { TemplatesView } from './templates-view.tsx';

const VIEWS = ['templates', 'review', 'preflight'] as const;
type View = (typeof VIEWS)[number];

function Segmented<T extends string>({
  label,
  value,
  options,
  onChange,
  text,
}: {
  label: string;
  value: T;
  options: readonly T[];
  onChange(v: T): void;
  text(v: T): string;
}) {
  return (
    <div role="tablist" aria-label={label} className="inline-flex flex-wrap gap-1 rounded-lg bg-zinc-100 p-1 dark:bg-zinc-800">
      {options.map((option) => (
        <button
          key={option}
          type="button"
          role="tab"
          aria-selected={value === option}
          onClick={() => onChange(option)}
          className={cn('rounded-md px-3 py-1.5 text-sm font-medium', value === option && 'bg-white shadow dark:bg-zinc-900')}
        >
          {text(option)}
        </button>
      ))}
    </div>
  );
}

/** Templates (default), Product Review and Preflight Review (spec item 7). */
export function CreateTab({ gemeente }: { gemeente: string }) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>('templates');
  const [mode, setMode] = useState<ReviewType>(DEFAULT_REVIEW_TYPE);
  const [draft, setDraft] = useState('');

  return (
    <div className="flex flex-col gap-4">
      <Segmented<View>
        label={t('community.tabs.create')}
        value={view}
        options={VIEWS}
        onChange={setView}
        text={(v) => t(`community.create.${v}`)}
      />
      {view === 'templates' ? (
        <TemplatesView
          gemeente={gemeente}
          onUse={(text) => {
            setDraft(text);
            setView('preflight');
          }}
        />
      ) : null}
      {view === 'preflight' ? <PreflightView text={draft} onChange={setDraft} /> : null}
      {view === 'review' ? (
        <Card className="flex flex-col gap-4">
          <Segmented<ReviewType>
            label={t('community.review.mode')}
            value={mode}
            options={REVIEW_TYPES}
            onChange={setMode}
            text={(v) => t(`community.review.modes.${v}`)}
          />
          <ReviewForm key={mode} mode={mode} onSubmitted={() => setView('templates')} />
        </Card>
      ) : null}
    </div>
  );
}
