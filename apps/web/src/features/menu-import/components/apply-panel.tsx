import type { MenuApplyResult, MenuDiff, ParsedItem } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { useApplyImport } from '../api/apply.ts';
import { useMenuDiff } from '../api/diff.ts';
import { useMenuImportTexts } from '../texts.ts';
import { DiffReview } from './diff-review.tsx';
import type { ImportPlace } from './place-choice.tsx';

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The end of the owner's import: compare with the current menu and take over chosen changes, or replace the menu
 * with the checked items (after a confirmation). One transaction on the server either way.
 */
export function ApplyPanel({
  place,
  items,
  jobId,
  onApplied,
}: {
  place: ImportPlace;
  items: ParsedItem[];
  jobId: string | null;
  onApplied(result: MenuApplyResult): void;
}) {
  const { t } = useMenuImportTexts();
  const diff = useMenuDiff();
  const apply = useApplyImport();
  const [entries, setEntries] = useState<MenuDiff['entries'] | null>(null);
  const [accepted, setAccepted] = useState<Set<string>>(new Set());
  const [error, setError] = useState<string | null>(null);
  const unnamed = items.findIndex((item) => item.name.trim() === '');
  const problem =
    items.length === 0
      ? t('menuImport.apply.noItems')
      : unnamed >= 0
        ? t('menuImport.apply.unnamed', { line: unnamed + 1 })
        : null;
  const target = { placeType: place.placeType, placeId: place.placeId };

  const compare = async () => {
    setError(null);
    try {
      const result = await diff.mutateAsync({ ...target, items });
      setEntries(result.entries);
      setAccepted(new Set());
    } catch (cause) {
      setError(message(cause));
    }
  };

  const run = async (mode: 'new' | 'diff') => {
    setError(null);
    try {
      const result = await apply.mutateAsync({
        ...target,
        mode,
        items,
        ...(mode === 'diff' ? { accept: [...accepted] } : {}),
        // A file's job knows its source; without one the items came from pasted text.
        ...(jobId ? { jobId } : { source: { type: 'text' as const } }),
      });
      onApplied(result);
    } catch (cause) {
      setError(message(cause));
    }
  };

  return (
    <section
      aria-labelledby="menu-import-apply"
      className="flex flex-col gap-3 border-t border-zinc-200 pt-4 dark:border-zinc-800"
    >
      <h2 id="menu-import-apply" className="text-lg font-semibold">
        {t('menuImport.apply.title', { place: place.name })}
      </h2>
      {problem ? <p className="text-sm text-amber-800 dark:text-amber-200">{problem}</p> : null}
      {error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button onClick={() => void compare()} disabled={Boolean(problem) || diff.isPending || apply.isPending}>
          {entries ? t('menuImport.apply.compareAgain') : t('menuImport.apply.compare')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" disabled={Boolean(problem) || apply.isPending}>
              {t('menuImport.apply.replace')}
            </Button>
          }
          title={t('menuImport.apply.replaceTitle', { place: place.name })}
          description={t('menuImport.apply.replaceText', { count: items.length })}
          confirm={t('menuImport.apply.replaceConfirm')}
          cancel={t('menuImport.review.cancel')}
          onConfirm={() => void run('new')}
        />
      </div>
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('menuImport.apply.help')}</p>
      {entries ? (
        <>
          <DiffReview entries={entries} accepted={accepted} onAcceptedChange={setAccepted} />
          <div>
            <Button onClick={() => void run('diff')} disabled={accepted.size === 0 || apply.isPending}>
              {t('menuImport.apply.applyChosen', { count: accepted.size })}
            </Button>
          </div>
        </>
      ) : null}
    </section>
  );
}
