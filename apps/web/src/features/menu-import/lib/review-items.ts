import { MENU_IMPORT_LIMITS, type ParsedItem, type ParsedPrice } from '@platform/core';

/*
 * The review table's edits as pure functions on the list of parsed items (issue 18, item 3): edit, split, merge,
 * delete and re-categorise. A field the owner typed counts as checked: its confidence becomes 1.
 */

export type ItemField = 'name' | 'prices' | 'category' | 'description';
type ReviewedField = ItemField | 'allergens';

/** A cell is flagged for review below the core threshold. */
export function needsReview(item: ParsedItem, field: ReviewedField): boolean {
  const value = item.fieldConfidence[field];
  if (field === 'name' || field === 'prices') return (value ?? 1) < MENU_IMPORT_LIMITS.reviewBelow;
  return value !== undefined && value < MENU_IMPORT_LIMITS.reviewBelow;
}

export function flaggedCount(items: readonly ParsedItem[]): number {
  return items.filter((item) => (['name', 'prices', 'category', 'description'] as const).some((f) => needsReview(item, f)))
    .length;
}

/** A new item id: the API takes UUIDs. */
export function newItemId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function recomputeConfidence(item: ParsedItem): ParsedItem {
  const values = Object.values(item.fieldConfidence).filter((value): value is number => typeof value === 'number');
  return { ...item, confidence: values.length > 0 ? Math.min(...values) : 1 };
}

/** The owner's edit of one field; the field counts as checked from now on. */
export function editItem(items: readonly ParsedItem[], id: string, field: ItemField, value: string | ParsedPrice[]) {
  return items.map((item) => {
    if (item.id !== id) return item;
    const next: ParsedItem = { ...item, fieldConfidence: { ...item.fieldConfidence, [field]: 1 } };
    if (field === 'prices') next.prices = value as ParsedPrice[];
    else {
      const text = (value as string).trim();
      if (field === 'name') next.name = value as string;
      else if (text === '') delete next[field];
      else next[field] = text;
    }
    return recomputeConfidence(next);
  });
}

/** The owner's choice of allergens for one item (horeca); checked from now on. */
export function setAllergens(items: readonly ParsedItem[], id: string, allergens: readonly string[]): ParsedItem[] {
  return items.map((item) => {
    if (item.id !== id) return item;
    const next: ParsedItem = { ...item, fieldConfidence: { ...item.fieldConfidence, allergens: 1 } };
    if (allergens.length === 0) delete next.allergens;
    else next.allergens = [...allergens];
    return recomputeConfidence(next);
  });
}

export function removeItem(items: readonly ParsedItem[], id: string): ParsedItem[] {
  return items.filter((item) => item.id !== id);
}

/** Moves the given items to a category (empty: none). */
export function recategorise(items: readonly ParsedItem[], ids: ReadonlySet<string>, category: string): ParsedItem[] {
  const text = category.trim();
  return items.map((item) => {
    if (!ids.has(item.id)) return item;
    const next: ParsedItem = { ...item, fieldConfidence: { ...item.fieldConfidence, category: 1 } };
    if (text === '') delete next.category;
    else next.category = text;
    return recomputeConfidence(next);
  });
}

/** Where a name most likely holds two items: "Cola / Fanta", "Tosti ham - kaas", else halfway between its words. */
export function suggestSplit(name: string): [string, string] {
  for (const separator of [' / ', ' | ', ' + ', ' - ', ' en ', ', ']) {
    const at = name.indexOf(separator);
    if (at > 0) return [name.slice(0, at).trim(), name.slice(at + separator.length).trim()];
  }
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return [name.trim(), ''];
  const half = Math.ceil(words.length / 2);
  return [words.slice(0, half).join(' '), words.slice(half).join(' ')];
}

/**
 * One row becomes two, in place: the first keeps the first half of the prices, the second the rest (with one
 * price, both keep it). Both names count as checked; the prices still ask for a look.
 */
export function splitItem(items: readonly ParsedItem[], id: string, names: [string, string]): ParsedItem[] {
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  if (!item) return [...items];
  const half = Math.ceil(item.prices.length / 2);
  const firstPrices = item.prices.length > 1 ? item.prices.slice(0, half) : item.prices;
  const secondPrices = item.prices.length > 1 ? item.prices.slice(half) : item.prices;
  const first = recomputeConfidence({
    ...item,
    name: names[0].trim(),
    prices: firstPrices,
    fieldConfidence: { ...item.fieldConfidence, name: 1 },
  });
  const second = recomputeConfidence({
    ...item,
    id: newItemId(),
    name: names[1].trim(),
    prices: secondPrices,
    fieldConfidence: { ...item.fieldConfidence, name: 1 },
  });
  delete second.description;
  return [...items.slice(0, index), first, second, ...items.slice(index + 1)];
}

/**
 * A row and the one below become one: the usual case is a description line read as an item of its own. The
 * lower row's name and description join the description; prices are kept once each.
 */
export function mergeWithNext(items: readonly ParsedItem[], id: string): ParsedItem[] {
  const index = items.findIndex((item) => item.id === id);
  const item = items[index];
  const next = items[index + 1];
  if (!item || !next) return [...items];
  const description = [item.description, next.name, next.description].filter(Boolean).join(' ');
  const seen = new Set(item.prices.map((price) => `${price.label ?? ''}=${price.amount}`));
  const prices = [...item.prices, ...next.prices.filter((price) => !seen.has(`${price.label ?? ''}=${price.amount}`))];
  const merged = recomputeConfidence({
    ...item,
    description: description.slice(0, 1000),
    prices: prices.slice(0, 12),
    allergens: [...new Set([...(item.allergens ?? []), ...(next.allergens ?? [])])],
    fieldConfidence: { ...item.fieldConfidence, description: 1 },
  });
  if (merged.allergens?.length === 0) delete merged.allergens;
  return [...items.slice(0, index), merged, ...items.slice(index + 2)];
}

/** The categories in the order they first appear, for the category suggestions. */
export function categoriesOf(items: readonly ParsedItem[]): string[] {
  return [...new Set(items.map((item) => item.category).filter((category): category is string => Boolean(category)))];
}
