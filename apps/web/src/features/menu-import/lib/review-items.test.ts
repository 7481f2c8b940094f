import type { ParsedItem } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { editItem, mergeWithNext, needsReview, recategorise, removeItem, splitItem, suggestSplit } from './review-items.ts';

const item = (id: string, name: string, extra: Partial<ParsedItem> = {}): ParsedItem => ({
  id,
  name,
  prices: [{ amount: 3.5 }],
  confidence: 0.9,
  fieldConfidence: { name: 0.9, prices: 0.9 },
  ...extra,
});

const A = '00000000-0000-4000-8000-00000000000a';
const B = '00000000-0000-4000-8000-00000000000b';

describe('review items', () => {
  it('flags a field below the threshold and clears it once edited', () => {
    const list = [item(A, 'Koffie', { fieldConfidence: { name: 0.95, prices: 0.4 }, confidence: 0.4 })];
    expect(needsReview(list[0] as ParsedItem, 'prices')).toBe(true);
    const edited = editItem(list, A, 'prices', [{ amount: 2.8 }]);
    expect(edited[0]?.prices).toEqual([{ amount: 2.8 }]);
    expect(needsReview(edited[0] as ParsedItem, 'prices')).toBe(false);
    expect(edited[0]?.confidence).toBe(0.95);
  });

  it('removes an emptied description or category', () => {
    const edited = editItem([item(A, 'Thee', { description: 'Vers' })], A, 'description', '  ');
    expect(edited[0]).not.toHaveProperty('description');
  });

  it('splits a row in two, sharing the prices', () => {
    const list = [item(A, 'Cola / Fanta', { prices: [{ amount: 3 }, { amount: 3.2 }] }), item(B, 'Thee')];
    expect(suggestSplit('Cola / Fanta')).toEqual(['Cola', 'Fanta']);
    const split = splitItem(list, A, ['Cola', 'Fanta']);
    expect(split.map((entry) => entry.name)).toEqual(['Cola', 'Fanta', 'Thee']);
    expect(split[0]?.prices).toEqual([{ amount: 3 }]);
    expect(split[1]?.prices).toEqual([{ amount: 3.2 }]);
    expect(split[1]?.id).not.toBe(A);
  });

  it('merges a description line into the row above', () => {
    const list = [item(A, 'Tosti'), item(B, 'met ham en kaas', { prices: [] })];
    const merged = mergeWithNext(list, A);
    expect(merged).toHaveLength(1);
    expect(merged[0]?.description).toBe('met ham en kaas');
    expect(merged[0]?.prices).toEqual([{ amount: 3.5 }]);
  });

  it('re-categorises the chosen rows and deletes one', () => {
    const list = recategorise([item(A, 'Bier'), item(B, 'Wijn')], new Set([B]), 'Dranken');
    expect(list.map((entry) => entry.category)).toEqual([undefined, 'Dranken']);
    expect(removeItem(list, A).map((entry) => entry.id)).toEqual([B]);
  });
});
