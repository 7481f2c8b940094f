import { Sparkles } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CONTROL_CLASS } from '../../../components/ui/control.ts';
import { useAiDraft } from '../api/ai-writing.ts';
import { useCommunityTexts } from '../texts.ts';
import { AiSuggestionCard } from './ai-suggestion-card.tsx';

/** Spec item 7 "AI Assistent": an educational post on a topic, offered only after the compliance check (ADR 044). */
export function AiDraftPanel({ onUse }: { onUse(text: string): void }) {
  const { t } = useCommunityTexts();
  const id = useId();
  const [topic, setTopic] = useState('');
  const draft = useAiDraft();
  return (
    <div className="flex flex-col gap-2">
      <form
        className="flex flex-col gap-2 sm:flex-row sm:items-end"
        onSubmit={(event) => {
          event.preventDefault();
          if (topic.trim().length >= 3 && !draft.isPending) draft.mutate(topic);
        }}
      >
        <div className="flex flex-1 flex-col gap-1">
          <label htmlFor={id} className="text-sm font-medium">
            {t('makerAi.topicLabel')}
          </label>
          <input
            id={id}
            className={CONTROL_CLASS}
            maxLength={200}
            value={topic}
            placeholder={t('makerAi.topicPlaceholder')}
            onChange={(event) => setTopic(event.target.value)}
          />
        </div>
        <Button type="submit" disabled={topic.trim().length < 3 || draft.isPending}>
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {draft.isPending ? t('makerAi.drafting') : t('makerAi.draft')}
        </Button>
      </form>
      {draft.isError ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {draft.error.message}
        </p>
      ) : null}
      {draft.data ? (
        <AiSuggestionCard
          title={draft.data.title ?? t('makerAi.draft')}
          suggestion={draft.data}
          onUse={(text) => {
            onUse(text);
            draft.reset();
          }}
        />
      ) : null}
    </div>
  );
}
