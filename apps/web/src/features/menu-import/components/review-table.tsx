import type { MenuImportKind, ParsedItem } from '@platform/core';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Dialog, DialogClose } from '../../../components/ui/dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '../../../components/ui/table.tsx';
import {
  categoriesOf,
  editItem,
  flaggedCount,
  mergeWithNext,
  newItemId,
  recategorise,
  removeItem,
  setAllergens,
  splitItem,
  suggestSplit,
} from '../lib/review-items.ts';
import { useMenuImportTexts } from '../texts.ts';
import { FLAG_HINT_ID, ReviewRow } from './review-row.tsx';
import { type ImportSource, SourcePane } from './source-pane.tsx';

function SplitDialog({ item, onClose, onSplit }: { item: ParsedItem; onClose(): void; onSplit(names: [string, string]): void }) {
  const { t } = useMenuImportTexts();
  const [names, setNames] = useState(() => suggestSplit(item.name));
  const ready = names[0].trim() !== '' && names[1].trim() !== '';
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('menuImport.review.splitTitle', { name: item.name })}
      description={t('menuImport.review.splitHelp')}
    >
      <form
        className="mt-4 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          if (ready) onSplit(names);
        }}
      >
        <Field
          label={t('menuImport.review.splitFirst')}
          value={names[0]}
          onChange={(e) => setNames([e.target.value, names[1]])}
        />
        <Field
          label={t('menuImport.review.splitSecond')}
          value={names[1]}
          onChange={(e) => setNames([names[0], e.target.value])}
        />
        <div className="flex justify-end gap-2">
          <DialogClose asChild>
            <Button variant="secondary">{t('menuImport.review.cancel')}</Button>
          </DialogClose>
          <Button type="submit" disabled={!ready}>
            {t('menuImport.review.splitConfirm')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

/**
 * The parsed items as an editable table beside their source: flagged cells in amber, every cell an input, and
 * per row split, merge with the row below and delete; chosen rows move to another category at once.
 */
export function ReviewTable({
  kind,
  items,
  onChange,
  source,
  warnings,
}: {
  kind: MenuImportKind;
  items: ParsedItem[];
  onChange(items: ParsedItem[]): void;
  source: ImportSource | null;
  warnings: string[];
}) {
  const { t } = useMenuImportTexts();
  const categoriesListId = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [activeId, setActiveId] = useState<string | null>(null);
  const [splitting, setSplitting] = useState<ParsedItem | null>(null);
  const [moveTo, setMoveTo] = useState('');
  const categories = categoriesOf(items);
  const flagged = flaggedCount(items);
  const active = items.find((item) => item.id === activeId);
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.id));
  const select = (id: string, on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <div className="flex flex-col gap-3">
      <p role="status" className="text-sm">
        {t('menuImport.review.summary', { count: items.length })}{' '}
        {flagged > 0 ? (
          <span className="rounded bg-amber-100 px-1 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100">
            {t('menuImport.review.flagged', { count: flagged })}
          </span>
        ) : (
          t('menuImport.review.noneFlagged')
        )}
      </p>
      <p id={FLAG_HINT_ID} className="sr-only">
        {t('menuImport.review.flagHint')}
      </p>
      {warnings.length > 0 ? (
        <details className="rounded-md border border-amber-300 bg-amber-50 p-2 text-sm text-amber-900 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
          <summary className="cursor-pointer">{t('menuImport.review.warnings', { count: warnings.length })}</summary>
          <ul className="mt-1 list-disc pl-5">
            {warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </details>
      ) : null}
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-64">
          <Field
            label={t('menuImport.review.moveTo')}
            value={moveTo}
            list={categoriesListId}
            onChange={(event) => setMoveTo(event.target.value)}
          />
        </div>
        <Button
          variant="secondary"
          disabled={selected.size === 0}
          onClick={() => {
            onChange(recategorise(items, selected, moveTo));
            setSelected(new Set());
          }}
        >
          {t('menuImport.review.move', { count: selected.size })}
        </Button>
        <Button
          variant="secondary"
          disabled={selected.size === 0}
          onClick={() => {
            onChange(items.filter((item) => !selected.has(item.id)));
            setSelected(new Set());
          }}
        >
          {t('menuImport.review.removeSelected', { count: selected.size })}
        </Button>
        <Button
          variant="secondary"
          className="ml-auto"
          onClick={() =>
            onChange([
              ...items,
              {
                id: newItemId(),
                name: '',
                prices: [],
                confidence: 1,
                fieldConfidence: { name: 1, prices: 1 },
                ...(categories.at(-1) ? { category: categories.at(-1) } : {}),
              },
            ])
          }
        >
          {t('menuImport.review.add')}
        </Button>
      </div>
      <datalist id={categoriesListId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <div className="grid grid-cols-[minmax(0,1fr)] gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="overflow-x-auto">
          <Table aria-label={t('menuImport.review.tableLabel')}>
            <TableHeader>
              <TableRow className="border-b border-zinc-200 text-left dark:border-zinc-800">
                <TableHead className="py-2 pr-2">
                  <Checkbox
                    checked={allSelected}
                    onChange={(event) => setSelected(event.target.checked ? new Set(items.map((item) => item.id)) : new Set())}
                    aria-label={t('menuImport.review.selectAll')}
                  />
                </TableHead>
                <TableHead className="py-2 pr-2">{t('menuImport.review.columns.name')}</TableHead>
                <TableHead className="py-2 pr-2">{t('menuImport.review.columns.description')}</TableHead>
                <TableHead className="py-2 pr-2">{t('menuImport.review.columns.category')}</TableHead>
                <TableHead className="py-2 pr-2">{t('menuImport.review.columns.prices')}</TableHead>
                <TableHead className="py-2 text-right">{t('menuImport.review.columns.actions')}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {items.map((item, index) => (
                <ReviewRow
                  key={item.id}
                  item={item}
                  index={index}
                  kind={kind}
                  selected={selected.has(item.id)}
                  active={item.id === activeId}
                  isLast={index === items.length - 1}
                  categoriesListId={categoriesListId}
                  onSelect={(on) => select(item.id, on)}
                  onActivate={() => setActiveId(item.id)}
                  onEdit={(field, value) => onChange(editItem(items, item.id, field, value))}
                  onAllergens={(allergens) => onChange(setAllergens(items, item.id, allergens))}
                  onSplit={() => setSplitting(item)}
                  onMerge={() => onChange(mergeWithNext(items, item.id))}
                  onRemove={() => onChange(removeItem(items, item.id))}
                />
              ))}
            </TableBody>
          </Table>
          {items.length === 0 ? <p className="p-4 text-zinc-600 dark:text-zinc-400">{t('menuImport.review.empty')}</p> : null}
        </div>
        {source ? (
          <div className="lg:sticky lg:top-4 lg:self-start">
            <SourcePane source={source} item={active} />
          </div>
        ) : null}
      </div>
      {splitting ? (
        <SplitDialog
          item={splitting}
          onClose={() => setSplitting(null)}
          onSplit={(names) => {
            onChange(splitItem(items, splitting.id, names));
            setSplitting(null);
          }}
        />
      ) : null}
    </div>
  );
}
