import { normalizePriceLabel } from './prices.ts';
import type { CurrentMenuItem, MenuDiffEntry, MenuDiffField, ParsedItem, ParsedPrice } from './schemas.ts';
import { foldText } from './words.ts';

/*
 * The diff of an import against the current menu (issue 18, item 3): new, changed, gone or the same, by name.
 * Keys are stable between the diff and the apply call: `current:<id>` for a matched or gone item, `new:<item id>`.
 */

export interface CurrentForDiff extends CurrentMenuItem {
  description?: string;
}

export function nameKey(name: string): string {
  return foldText(name)
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

function pricesKey(prices: readonly ParsedPrice[]): string {
  return prices
    .map((price) => `${price.label ? normalizePriceLabel(price.label) : ''}=${price.amount.toFixed(2)}`)
    .sort()
    .join('|');
}

/** Prices equal when the amounts per label match (an unlabeled single price matches a single price of any label). */
export function samePrices(a: readonly ParsedPrice[], b: readonly ParsedPrice[]): boolean {
  const [onlyA] = a;
  const [onlyB] = b;
  if (a.length === 1 && b.length === 1 && onlyA && onlyB && (!onlyA.label || !onlyB.label)) {
    return onlyA.amount.toFixed(2) === onlyB.amount.toFixed(2);
  }
  return pricesKey(a) === pricesKey(b);
}

export interface DiffOptions {
  /** Whether a current category and an incoming heading mean the same (a shop maps headings to its four categories). */
  sameCategory?: (current: string, incoming: string, name: string) => boolean;
}

export function computeMenuDiff(
  current: readonly CurrentForDiff[],
  incoming: readonly ParsedItem[],
  options: DiffOptions = {},
): MenuDiffEntry[] {
  const sameCategory = options.sameCategory ?? ((a: string, b: string) => nameKey(a) === nameKey(b));
  const byName = new Map<string, CurrentForDiff>();
  for (const item of current) if (!byName.has(nameKey(item.name))) byName.set(nameKey(item.name), item);
  const matched = new Set<string>();
  const entries: MenuDiffEntry[] = [];
  for (const item of incoming) {
    const found = byName.get(nameKey(item.name));
    if (!found || matched.has(found.id)) {
      entries.push({ key: `new:${item.id}`, status: 'new', incoming: item });
      continue;
    }
    matched.add(found.id);
    const changes: MenuDiffField[] = [];
    if (found.name !== item.name.trim()) changes.push('name');
    if (!samePrices(found.prices, item.prices)) changes.push('prices');
    if (item.category !== undefined && found.category !== undefined && !sameCategory(found.category, item.category, item.name)) {
      changes.push('category');
    }
    if (item.description !== undefined && (found.description ?? '') !== item.description) changes.push('description');
    const currentView: CurrentMenuItem = {
      id: found.id,
      name: found.name,
      prices: found.prices,
      ...(found.category ? { category: found.category } : {}),
    };
    entries.push({
      key: `current:${found.id}`,
      status: changes.length > 0 ? 'changed' : 'same',
      incoming: item,
      current: currentView,
      ...(changes.length > 0 ? { changes } : {}),
    });
  }
  for (const item of current) {
    if (matched.has(item.id)) continue;
    entries.push({
      key: `current:${item.id}`,
      status: 'gone',
      current: { id: item.id, name: item.name, prices: item.prices, ...(item.category ? { category: item.category } : {}) },
    });
  }
  return entries;
}
