import type { AiSuggestion } from '@platform/core';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useCommunityTexts } from '../texts.ts';
import { ScoreMeter } from './score-meter.tsx';

/**
 * A suggestion of the "AI Assistent" or "AI Review": offered only when the server's compliance check
 * passed it, otherwise the reason; always saying what produced it (the built-in assistant or a model).
 */
export function AiSuggestionCard({
  title,
  suggestion,
  onUse,
}: {
  title: string;
  suggestion: AiSuggestion;
  onUse(text: string): void;
}) {
  const { t } = useCommunityTexts();
  return (
    <Card className="flex flex-col gap-2" aria-live="polite">
      <h3 className="font-semibold">{title}</h3>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">
        {t('makerAi.producedBy', { producer: suggestion.producedBy })} {suggestion.builtin ? t('makerAi.builtinNote') : null}
      </p>
      {suggestion.offered && suggestion.text ? (
        <>
          {suggestion.notes.length > 0 ? (
            <ul className="list-disc pl-5 text-sm">
              {suggestion.notes.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          <blockquote className="whitespace-pre-line border-l-4 border-brand pl-3 text-sm">{suggestion.text}</blockquote>
          <ScoreMeter score={suggestion.score} />
          {suggestion.sources.length > 0 ? (
            <p className="text-sm">
              {t('makerAi.sources')}:{' '}
              {suggestion.sources.map((source) => (
                <Link key={source.url} className="underline" to={source.url}>
                  {source.title}
                </Link>
              ))}
            </p>
          ) : null}
          <div>
            <Button onClick={() => onUse(suggestion.text ?? '')}>{t('makerAi.use')}</Button>
          </div>
        </>
      ) : (
        <p role="status" className="text-sm">
          <strong>{t('makerAi.blocked')}: </strong>
          {suggestion.reason}
        </p>
      )}
    </Card>
  );
}
