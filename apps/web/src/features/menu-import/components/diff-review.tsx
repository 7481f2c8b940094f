import type { MenuDiffEntry, MenuDiffStatus, ParsedPrice } from '@platform/core';
import { BUTTON_BOX_COMPACT, Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { useMenuImportTexts } from '../texts.ts';

const GROUPS: Exclude<MenuDiffStatus, 'same'>[] = ['changed', 'new', 'gone'];

export function formatPrices(prices: readonly ParsedPrice[] | undefined): string {
  if (!prices || prices.length === 0) return '—';
  return prices
    .map((price) => (price.label ? `${price.label} ${formatEuro(price.amount)}` : formatEuro(price.amount)))
    .join(' · ');
}

function entryName(entry: MenuDiffEntry): string {
  return entry.incoming?.name ?? entry.current?.name ?? entry.key;
}

/**
 * The import against the current menu, per group (changed, new, gone): the owner ticks what to take over, item by
 * item; nothing is ticked until they do. Unchanged items are only counted.
 */
export function DiffReview({
  entries,
  accepted,
  onAcceptedChange,
}: {
  entries: MenuDiffEntry[];
  accepted: ReadonlySet<string>;
  onAcceptedChange(accepted: Set<string>): void;
}) {
  const { t } = useMenuImportTexts();
  const same = entries.filter((entry) => entry.status === 'same').length;
  const toggle = (keys: string[], on: boolean) => {
    const next = new Set(accepted);
    for (const key of keys) {
      if (on) next.add(key);
      else next.delete(key);
    }
    onAcceptedChange(next);
  };
  const anyChange = entries.some((entry) => entry.status !== 'same');
  return (
    <div className="flex flex-col gap-5">
      <p className="text-sm text-zinc-700 dark:text-zinc-300">
        {anyChange ? t('menuImport.diff.intro') : t('menuImport.diff.noChanges')}{' '}
        {same > 0 ? t('menuImport.diff.same', { count: same }) : null}
      </p>
      {GROUPS.map((status) => {
        const group = entries.filter((entry) => entry.status === status);
        if (group.length === 0) return null;
        const keys = group.map((entry) => entry.key);
        const all = keys.every((key) => accepted.has(key));
        return (
          <section key={status} aria-labelledby={`menu-import-diff-${status}`} className="flex flex-col gap-2">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <h3 id={`menu-import-diff-${status}`} className="font-semibold">
                {t(`menuImport.diff.groups.${status}`, { count: group.length })}
              </h3>
              <Button variant="ghost" box={BUTTON_BOX_COMPACT} onClick={() => toggle(keys, !all)}>
                {all ? t('menuImport.diff.noneInGroup') : t('menuImport.diff.allInGroup')}
              </Button>
            </div>
            {status === 'gone' ? (
              <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('menuImport.diff.goneHelp')}</p>
            ) : null}
            <div className="overflow-x-auto">
              <Table>
                <TableHeader>
                  <TableRow className="border-b border-zinc-200 text-left dark:border-zinc-800">
                    <TableHead className="w-10 py-1 pr-2">
                      <span className="sr-only">{t('menuImport.diff.accept')}</span>
                    </TableHead>
                    <TableHead className="py-1 pr-3">{t('menuImport.review.columns.name')}</TableHead>
                    <TableHead className="py-1 pr-3">{t('menuImport.review.columns.category')}</TableHead>
                    <TableHead className="py-1 pr-3">{t('menuImport.diff.now')}</TableHead>
                    <TableHead className="py-1">{t('menuImport.diff.after')}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {group.map((entry) => (
                    <TableRow key={entry.key} className="border-b border-zinc-100 dark:border-zinc-800">
                      <TableCell className="py-2 pr-2">
                        <Checkbox
                          checked={accepted.has(entry.key)}
                          onChange={(event) => toggle([entry.key], event.target.checked)}
                          aria-label={t(`menuImport.diff.acceptItem.${status}`, { name: entryName(entry) })}
                        />
                      </TableCell>
                      <TableCell className="py-2 pr-3 font-medium">
                        {entryName(entry)}
                        {entry.changes && entry.changes.length > 0 ? (
                          <span className="block text-xs font-normal text-zinc-600 dark:text-zinc-400">
                            {t('menuImport.diff.changed', {
                              fields: entry.changes.map((field) => t(`menuImport.diff.fields.${field}`)).join(', '),
                            })}
                          </span>
                        ) : null}
                      </TableCell>
                      <TableCell className="py-2 pr-3">{entry.incoming?.category ?? entry.current?.category ?? '—'}</TableCell>
                      <TableCell className="py-2 pr-3">{entry.current ? formatPrices(entry.current.prices) : '—'}</TableCell>
                      <TableCell className="py-2">
                        {status === 'gone' ? t('menuImport.diff.removed') : formatPrices(entry.incoming?.prices)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
          </section>
        );
      })}
    </div>
  );
}
