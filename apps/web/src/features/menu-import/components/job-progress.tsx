import type { JobState } from '@platform/core';
import { Check, Loader2 } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { useMenuImportTexts } from '../texts.ts';

/** A running job: the file's pages, each waiting, being read or read, with a cancel button. */
export function JobProgress({
  fileName,
  state,
  cancelling,
  onCancel,
}: {
  fileName: string;
  state: JobState | undefined;
  cancelling: boolean;
  onCancel(): void;
}) {
  const { t } = useMenuImportTexts();
  const total = state?.pagesTotal ?? 0;
  const done = state?.pagesDone ?? 0;
  const pages = Array.from({ length: total }, (_, index) => index + 1);
  return (
    <section aria-labelledby="menu-import-progress" className="flex flex-col gap-3">
      <h2 id="menu-import-progress" className="text-lg font-semibold">
        {t('menuImport.progress.title', { fileName })}
      </h2>
      <p role="status" aria-live="polite">
        {!state || state.status === 'queued' || total === 0
          ? t('menuImport.progress.queued')
          : t('menuImport.progress.pages', { done, total })}
      </p>
      <progress
        className="h-2 w-full accent-brand"
        max={Math.max(total, 1)}
        value={done}
        aria-label={t('menuImport.progress.bar')}
      />
      {pages.length > 1 ? (
        <ol className="flex flex-wrap gap-2 text-sm" aria-label={t('menuImport.progress.perPage')}>
          {pages.map((page) => {
            const read = page <= done;
            const reading = !read && page === done + 1 && state?.status === 'running';
            return (
              <li key={page} className="flex items-center gap-1 rounded-md border border-zinc-200 px-2 py-1 dark:border-zinc-700">
                {read ? <Check className="h-4 w-4 text-emerald-600" aria-hidden="true" /> : null}
                {reading ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
                {t(
                  read
                    ? 'menuImport.progress.pageRead'
                    : reading
                      ? 'menuImport.progress.pageReading'
                      : 'menuImport.progress.pageWaiting',
                  {
                    page,
                  },
                )}
              </li>
            );
          })}
        </ol>
      ) : null}
      <div>
        <Button variant="secondary" onClick={onCancel} disabled={cancelling}>
          {t('menuImport.progress.cancel')}
        </Button>
      </div>
    </section>
  );
}
