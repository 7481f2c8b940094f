import type { ParsedItem, ParsedPage } from '@platform/core';
import { useEffect, useRef, useState } from 'react';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { jobPageUrl } from '../api/jobs.ts';
import { useMenuImportTexts } from '../texts.ts';

/** Where the review's items came from: the pages the server rendered, or the lines of the text or table. */
export type ImportSource =
  | { type: 'pages'; jobId: string; pages: ParsedPage[]; fileName: string }
  | { type: 'lines'; lines: string[]; fileName?: string };

function PageImage({ jobId, page, item }: { jobId: string; page: ParsedPage; item: ParsedItem | undefined }) {
  const { t } = useMenuImportTexts();
  const [natural, setNatural] = useState<{ width: number; height: number } | null>(null);
  const [failed, setFailed] = useState(false);
  const width = page.width > 0 ? page.width : natural?.width;
  const height = page.height > 0 ? page.height : natural?.height;
  const box = item?.source?.page === page.page ? item.source.box : undefined;
  if (failed) return <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('menuImport.source.none')}</p>;
  return (
    <div className="relative">
      <img
        onError={() => setFailed(true)}
        src={jobPageUrl(jobId, page.page)}
        alt={t('menuImport.source.pageAlt', { page: page.page })}
        // The server's page size (nothing shifts while the image loads); a page without one is measured once loaded.
        width={width}
        height={height}
        className="block h-auto w-full rounded-md border border-zinc-200 dark:border-zinc-700"
        onLoad={(event) => setNatural({ width: event.currentTarget.naturalWidth, height: event.currentTarget.naturalHeight })}
      />
      {box && width && height ? (
        <div
          aria-hidden="true"
          data-testid="menu-import-source-box"
          className="pointer-events-none absolute rounded-sm border-2 border-brand bg-brand/20"
          style={{
            left: `${(box.x / width) * 100}%`,
            top: `${(box.y / height) * 100}%`,
            width: `${(box.w / width) * 100}%`,
            height: `${(box.h / height) * 100}%`,
          }}
        />
      ) : null}
    </div>
  );
}

function SourceLines({ lines, item }: { lines: string[]; item: ParsedItem | undefined }) {
  const list = useRef<HTMLOListElement>(null);
  // Rows of a table with a header carry no line: the line holding the item's name stands in.
  const activeLine =
    item?.source?.line ??
    (item && item.name.trim() !== ''
      ? lines.findIndex((line) => line.toLowerCase().includes(item.name.trim().toLowerCase()))
      : undefined);
  useEffect(() => {
    // Scrolls the pane only, never the page, so the row being edited stays where it is.
    const container = list.current;
    const target = container?.querySelector<HTMLElement>('[data-active]');
    if (!container || !target) return;
    const top = target.offsetTop - container.offsetTop;
    if (top < container.scrollTop || top > container.scrollTop + container.clientHeight - target.offsetHeight) {
      container.scrollTop = Math.max(0, top - container.clientHeight / 3);
    }
  }, [activeLine]);
  return (
    <ol
      ref={list}
      className="max-h-[60vh] overflow-y-auto rounded-md border border-zinc-200 bg-zinc-50 p-2 font-mono text-xs dark:border-zinc-700 dark:bg-zinc-950"
    >
      {lines.map((line, index) => (
        <li
          key={index}
          data-active={index === activeLine || undefined}
          className={cn('rounded px-1 whitespace-pre-wrap', index === activeLine && 'bg-brand/20 font-semibold')}
        >
          {line || '\u00a0'}
        </li>
      ))}
    </ol>
  );
}

/** The source beside the review table, with the line of the row under the cursor (or focus) marked. */
export function SourcePane({ source, item }: { source: ImportSource; item: ParsedItem | undefined }) {
  const { t } = useMenuImportTexts();
  const [chosenPage, setChosenPage] = useState(1);
  const itemPage = item?.source?.page;
  useEffect(() => {
    if (itemPage) setChosenPage(itemPage);
  }, [itemPage]);
  return (
    <section aria-labelledby="menu-import-source" className="flex flex-col gap-2">
      <h3 id="menu-import-source" className="font-semibold">
        {t('menuImport.source.title')}
        {source.fileName ? <span className="ml-1 font-normal text-zinc-600 dark:text-zinc-400">({source.fileName})</span> : null}
      </h3>
      {source.type === 'pages' && source.pages.length > 0 ? (
        <>
          {source.pages.length > 1 ? (
            <fieldset className="flex flex-wrap gap-1">
              <legend className="sr-only">{t('menuImport.source.pages')}</legend>
              {source.pages.map((page) => (
                <Button
                  key={page.page}
                  variant={page.page === chosenPage ? 'primary' : 'secondary'}
                  box={BUTTON_BOX_COMPACT}
                  aria-pressed={page.page === chosenPage}
                  onClick={() => setChosenPage(page.page)}
                >
                  {page.page}
                </Button>
              ))}
            </fieldset>
          ) : null}
          {source.pages
            .filter((page) => page.page === chosenPage)
            .map((page) => (
              <PageImage key={page.page} jobId={source.jobId} page={page} item={item} />
            ))}
        </>
      ) : source.type === 'lines' ? (
        <SourceLines lines={source.lines} item={item} />
      ) : (
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('menuImport.source.none')}</p>
      )}
      <p className="text-xs text-zinc-600 dark:text-zinc-400">{t('menuImport.source.help')}</p>
    </section>
  );
}
