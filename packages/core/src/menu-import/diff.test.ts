import { describe, expect, it } from 'vitest';
import { computeMenuDiff } from './diff.ts';
import type { ParsedItem } from './schemas.ts';
import { parseMenuRows, splitCsv } from './table.ts';
import { productCategoryFor } from './words.ts';

const item = (id: string, name: string, amount: number, category?: string): ParsedItem => ({
  id,
  name,
  prices: [{ label: '1g', amount }],
  confidence: 1,
  fieldConfidence: { name: 1, prices: 1 },
  ...(category ? { category } : {}),
});

describe('computeMenuDiff', () => {
  it('finds new, changed, gone and unchanged items by name', () => {
    const entries = computeMenuDiff(
      [
        { id: 'p1', name: 'Amnesia Haze', prices: [{ label: '1g', amount: 11 }] },
        { id: 'p2', name: 'White Widow', prices: [{ label: '1g', amount: 10 }] },
        { id: 'p3', name: 'Ketama', prices: [{ label: '1g', amount: 8 }] },
      ],
      [item('a', 'amnesia haze', 12), item('b', 'White Widow', 10), item('c', 'Lemon Haze', 12)],
    );
    expect(entries.map((entry) => [entry.key, entry.status, entry.changes])).toEqual([
      ['current:p1', 'changed', ['name', 'prices']],
      ['current:p2', 'same', undefined],
      ['new:c', 'new', undefined],
      ['current:p3', 'gone', undefined],
    ]);
  });
});

describe('parseMenuRows', () => {
  it('reads a CSV with a Dutch header and size columns', () => {
    const rows = splitCsv('Naam;Categorie;THC;Prijs 1g;Prijs 5g\n"Amnesia Haze";Wiet;20;11,50;52,-\nKetama;Hasj;;9;\n');
    const result = parseMenuRows(rows, { kind: 'coffeeshop' });
    expect(result.items.map((entry) => [entry.name, entry.category, entry.thc, entry.prices])).toEqual([
      [
        'Amnesia Haze',
        'Wiet',
        20,
        [
          { label: '1g', amount: 11.5 },
          { label: '5g', amount: 52 },
        ],
      ],
      ['Ketama', 'Hasj', undefined, [{ label: '1g', amount: 9 }]],
    ]);
  });

  it('reads the platform product export', () => {
    const rows = splitCsv(
      'naam;category;type;prijzen;voorraad;thc;cbd;actief\nOG Kush;flower;indica;1g=12,00|5g=55,00;40;22;;ja',
    );
    expect(parseMenuRows(rows, { kind: 'coffeeshop' }).items[0]).toMatchObject({
      name: 'OG Kush',
      category: 'flower',
      prices: [
        { label: '1g', amount: 12 },
        { label: '5g', amount: 55 },
      ],
    });
  });

  it('reads rows without a header as lines', () => {
    const rows = splitCsv('Margherita,12.50\nFunghi,13.50');
    expect(parseMenuRows(rows, { kind: 'horeca' }).items.map((entry) => [entry.name, entry.prices[0]?.amount])).toEqual([
      ['Margherita', 12.5],
      ['Funghi', 13.5],
    ]);
  });
});

describe('productCategoryFor', () => {
  it('maps headings to shop categories', () => {
    expect(productCategoryFor('HASJ')).toBe('hash');
    expect(productCategoryFor('Pre-rolls')).toBe('preroll');
    expect(productCategoryFor('Space cakes')).toBe('edible');
    expect(productCategoryFor('Wiet', 'Amnesia')).toBe('flower');
  });
});
