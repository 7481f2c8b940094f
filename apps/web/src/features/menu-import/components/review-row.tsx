import { type MenuImportKind, type ParsedItem, parsePricesText, pricesToText } from '@platform/core';
import { Merge, Scissors, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { TableCell, TableRow } from '../../../components/ui/table.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { type ItemField, needsReview } from '../lib/review-items.ts';
import { useMenuImportTexts } from '../texts.ts';
import { AllergenDialog } from './allergen-dialog.tsx';

export const FLAG_HINT_ID = 'menu-import-flag-hint';

const INPUT = 'w-full min-w-0 rounded-md border px-2 py-1 text-sm focus:outline-2 focus:outline-brand';

function cellClass(flagged: boolean) {
  return cn(
    INPUT,
    flagged
      ? 'border-amber-500 bg-amber-50 dark:border-amber-400 dark:bg-amber-950/40'
      : 'border-zinc-300 bg-white dark:border-zinc-700 dark:bg-zinc-900',
  );
}

/** The price cell keeps what is typed until it reads as prices; then the list changes. */
function PriceCell({ item, label, onChange }: { item: ParsedItem; label: string; onChange(prices: ParsedItem['prices']): void }) {
  const { t } = useMenuImportTexts();
  const [text, setText] = useState(() => pricesToText(item.prices));
  const [error, setError] = useState<string | null>(null);
  const flagged = needsReview(item, 'prices') || item.prices.length === 0;
  const errorId = `${item.id}-prices-error`;
  const commit = () => {
    const result = parsePricesText(text);
    if (!result.ok) {
      setError(t('menuImport.review.priceError', { part: result.part }));
      return;
    }
    setError(null);
    if (pricesToText(result.prices) !== pricesToText(item.prices) || needsReview(item, 'prices')) onChange(result.prices);
    setText(pricesToText(result.prices));
  };
  return (
    <>
      <input
        aria-label={label}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
        inputMode="decimal"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : flagged ? FLAG_HINT_ID : undefined}
        className={cellClass(flagged || error !== null)}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** One parsed item as a row of inputs; the row under the cursor or focus is the one marked on the source. */
export function ReviewRow({
  item,
  index,
  kind,
  selected,
  active,
  isLast,
  categoriesListId,
  onSelect,
  onActivate,
  onEdit,
  onAllergens,
  onSplit,
  onMerge,
  onRemove,
}: {
  item: ParsedItem;
  index: number;
  kind: MenuImportKind;
  selected: boolean;
  active: boolean;
  isLast: boolean;
  categoriesListId: string;
  onSelect(selected: boolean): void;
  onActivate(): void;
  onEdit(field: ItemField, value: string | ParsedItem['prices']): void;
  onAllergens(allergens: string[]): void;
  onSplit(): void;
  onMerge(): void;
  onRemove(): void;
}) {
  const { t } = useMenuImportTexts();
  const line = index + 1;
  const text = (field: 'name' | 'description' | 'category', value: string | undefined) => (
    <input
      aria-label={t(`menuImport.review.cell.${field}`, { line })}
      value={value ?? ''}
      onChange={(event) => onEdit(field, event.target.value)}
      list={field === 'category' ? categoriesListId : undefined}
      aria-describedby={needsReview(item, field) ? FLAG_HINT_ID : undefined}
      className={cellClass(needsReview(item, field) || (field === 'name' && item.name.trim() === ''))}
    />
  );
  const extras: string[] = [];
  if (item.thc !== undefined) extras.push(`THC ${formatPercent(item.thc)}`);
  if (item.cbd !== undefined) extras.push(`CBD ${formatPercent(item.cbd)}`);
  if (kind === 'horeca') for (const diet of item.diets ?? []) extras.push(t(`horeca.diets.${diet}`, { defaultValue: diet }));
  const allergens = (item.allergens ?? []).map((allergen) => t(`horeca.allergens.${allergen}`, { defaultValue: allergen }));
  return (
    <TableRow
      onMouseEnter={onActivate}
      onFocus={onActivate}
      data-active={active || undefined}
      className={cn('border-b border-zinc-100 align-top dark:border-zinc-800', active && 'bg-brand/5 outline-1 outline-brand/40')}
    >
      <TableCell className="py-2 pr-2">
        <Checkbox
          checked={selected}
          onChange={(event) => onSelect(event.target.checked)}
          aria-label={t('menuImport.review.select', { name: item.name || line })}
        />
      </TableCell>
      <TableCell className="min-w-44 py-2 pr-2">
        {text('name', item.name)}
        {extras.length > 0 ? <p className="mt-1 text-xs text-zinc-600 dark:text-zinc-400">{extras.join(' · ')}</p> : null}
        {kind === 'horeca' ? (
          <AllergenDialog
            item={item}
            onSave={onAllergens}
            trigger={
              <button
                type="button"
                aria-describedby={needsReview(item, 'allergens') ? FLAG_HINT_ID : undefined}
                className={cn(
                  'mt-1 rounded px-1 text-left text-xs underline decoration-dotted',
                  needsReview(item, 'allergens') && 'bg-amber-100 text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
                )}
              >
                {allergens.length > 0
                  ? t('menuImport.review.allergensList', { list: allergens.join(', ') })
                  : t('menuImport.review.allergensNone')}
              </button>
            }
          />
        ) : null}
      </TableCell>
      <TableCell className="min-w-36 py-2 pr-2">{text('description', item.description)}</TableCell>
      <TableCell className="min-w-28 py-2 pr-2">{text('category', item.category)}</TableCell>
      <TableCell className="min-w-36 py-2 pr-2">
        <PriceCell
          key={item.prices.map((price) => `${price.label}=${price.amount}`).join('|')}
          item={item}
          label={t('menuImport.review.cell.prices', { line })}
          onChange={(prices) => onEdit('prices', prices)}
        />
      </TableCell>
      <TableCell className="py-2 text-right whitespace-nowrap">
        <span className="sr-only">{t('menuImport.review.confidence', { value: formatPercent(item.confidence * 100, 0) })}</span>
        <Button
          variant="ghost"
          box="rounded-md px-2 py-2 text-sm"
          onClick={onSplit}
          aria-label={t('menuImport.review.split', { name: item.name || line })}
          title={t('menuImport.review.splitShort')}
        >
          <Scissors className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          box="rounded-md px-2 py-2 text-sm"
          onClick={onMerge}
          disabled={isLast}
          aria-label={t('menuImport.review.merge', { name: item.name || line })}
          title={t('menuImport.review.mergeShort')}
        >
          <Merge className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="dangerGhost"
          box="rounded-md px-2 py-2 text-sm"
          onClick={onRemove}
          aria-label={t('menuImport.review.remove', { name: item.name || line })}
          title={t('menuImport.review.removeShort')}
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </TableCell>
    </TableRow>
  );
}
