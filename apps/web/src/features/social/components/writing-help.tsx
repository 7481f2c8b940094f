import type { PlaceKindName, SocialNetwork, SocialWritingSuggestion } from '@platform/core';
import { Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useWritingHelp } from '../api/writing-help.ts';
import { useSocialTexts } from '../texts.ts';
import { writingNotes } from './writing-notes.ts';

/**
 * "Help me schrijven" (ADR 078): asks the server for a new post (empty text) or a better version of the text, within
 * the chosen networks' shortest limit, and puts it in the composer. Nothing is saved or planned; the composer's
 * checks show below as always, and a blocked suggestion says so here too. The previous text can be put back.
 */
export function WritingHelp({
  kind,
  placeId,
  text,
  networks,
  onText,
}: {
  kind: PlaceKindName;
  placeId: string;
  text: string;
  networks: SocialNetwork[];
  onText(text: string): void;
}) {
  const { t } = useSocialTexts();
  const help = useWritingHelp(kind, placeId);
  const [result, setResult] = useState<{ suggestion: SocialWritingSuggestion; previous: string } | null>(null);

  const ask = () =>
    help.mutate(
      { networks, text },
      {
        onSuccess: (suggestion) => {
          setResult({ suggestion, previous: text });
          onText(suggestion.text);
        },
        onError: (error) => toast.error(error.message),
      },
    );
  const undo = () => {
    if (result) onText(result.previous);
    setResult(null);
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="secondary"
          onClick={ask}
          disabled={help.isPending || networks.length === 0}
          aria-busy={help.isPending}
          aria-describedby="writing-help-hint"
        >
          <Sparkles className="h-4 w-4" aria-hidden="true" />
          {help.isPending ? t('social.composer.help.writing') : t('social.composer.help.button')}
        </Button>
        {result ? (
          <Button variant="ghost" onClick={undo}>
            {t('social.composer.help.undo')}
          </Button>
        ) : null}
      </div>
      <p id="writing-help-hint" className="text-sm text-zinc-600 dark:text-zinc-300">
        {networks.length === 0 ? t('social.composer.help.chooseNetwork') : t('social.composer.help.hint')}
      </p>
      {result ? (
        <ul
          role="status"
          className={
            result.suggestion.checks.law.blocked
              ? 'flex flex-col gap-1 rounded-md bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950/40 dark:text-red-200'
              : 'flex flex-col gap-1 rounded-md bg-zinc-50 p-3 text-sm dark:bg-zinc-900'
          }
        >
          {writingNotes(result.suggestion).map((note) => (
            <li key={note}>
              {t(`social.composer.help.${note}`, {
                limit: result.suggestion.limit,
                producer: result.suggestion.producedBy,
              })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
