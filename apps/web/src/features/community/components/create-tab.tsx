import { DEFAULT_REVIEW_TYPE, REVIEW_TYPES, type ReviewType } from '@platform/core';
import { useEffect, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { TabList } from '../../../components/ui/tabs.tsx';
import { useConcept } from '../api/ai-writing.ts';
import { useCommunityTexts } from '../texts.ts';
import { AiDraftPanel } from './ai-draft-panel.tsx';
import { PreflightView } from './preflight-view.tsx';
import { ReviewForm } from './review-form.tsx';
import { TemplatesView } from './templates-view.tsx';

const VIEWS = ['templates', 'review', 'preflight'] as const;
type View = (typeof VIEWS)[number];

/**
 * Templates (default), Product Review and Preflight Review (spec item 7), with the "AI Assistent";
 * a concept an assistant saved (`conceptId`, from the chat's link) opens in the preflight.
 */
export function CreateTab({ gemeente, conceptId = null }: { gemeente: string; conceptId?: string | null }) {
  const { t } = useCommunityTexts();
  const [view, setView] = useState<View>(conceptId ? 'preflight' : 'templates');
  const [mode, setMode] = useState<ReviewType>(DEFAULT_REVIEW_TYPE);
  const [draft, setDraft] = useState('');
  const concept = useConcept(conceptId);
  const loaded = concept.data;
  useEffect(() => {
    if (loaded) {
      setDraft(loaded.body);
      setView('preflight');
    }
  }, [loaded]);

  return (
    <div className="flex flex-col gap-4">
      <AiDraftPanel
        onUse={(text) => {
          setDraft(text);
          setView('preflight');
        }}
      />
      {loaded ? (
        <p role="status" className="text-sm">
          {t('makerAi.conceptLoaded', { title: loaded.title })}
        </p>
      ) : null}
      {concept.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {concept.error.message}
        </p>
      ) : null}
      <TabList<View>
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
          <TabList<ReviewType>
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
