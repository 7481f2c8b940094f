import { describe, expect, it } from 'vitest';
import { adjustPrice, BulkPriceFormSchema, formatCsvPrices, parseCsvProduct } from './menu-management.ts';

describe('adjustPrice', () => {
  it.each([
    [10, 10, 11],
    [11.5, -10, 10.35],
    [9.99, 0.5, 10.05],
    [0.1, -50, 0.05],
  ])('%d with %d% → %d', (price, percent, expected) => {
    expect(adjustPrice(price, percent)).toBeCloseTo(expected, 2);
  });
});

describe('CSV rows', () => {
  it('round-trips prices in Dutch notation', () => {
    expect(formatCsvPrices({ '1g': 11.5, '5g': 52 })).toBe('1g=11,50|5g=52,00');
  });
  it('parses a valid row with defaults', () => {
    const result = parseCsvProduct({
      naam: 'Amnesia',
      category: 'flower',
      type: '',
      prijzen: '1g=11,50|5g=52',
      voorraad: '30',
      thc: '21,5',
      cbd: '',
      actief: 'ja',
    });
    expect(result).toEqual({
      ok: true,
      product: expect.objectContaining({
        naam: 'Amnesia',
        category: 'flower',
        type: 'hybrid',
        prijzen: { '1g': 11.5, '5g': 52 },
        voorraad: 30,
        thc: 21.5,
        cbd: null,
        actief: true,
      }),
    });
  });
  it.each([
    [{ prijzen: '1g=-2' }, 'prijzen: Prijs moet groter dan 0 zijn'],
    [{ prijzen: '1g' }, 'prijzen: "1g" is geen maat=prijs'],
    [{ thc: '60' }, 'thc: THC mag maximaal 45% zijn'],
    [{ category: 'paddo' }, 'category: Kies een categorie: bloem, hasj, preroll of edible'],
    [{ actief: 'misschien' }, 'actief: gebruik ja of nee'],
    [{ voorraad: 'veel' }, 'voorraad: Voorraad moet een getal zijn'],
  ])('reports %o', (override, message) => {
    const result = parseCsvProduct({ naam: 'X', category: 'flower', prijzen: '1g=10', voorraad: '1', ...override });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : result.errors).toContain(message);
  });
});

describe('BulkPriceFormSchema', () => {
  it('reads a Dutch comma and "all categories" into a bulk price input', () => {
    expect(BulkPriceFormSchema.parse({ percent: '-7,5', category: '' })).toEqual({ percent: -7.5 });
    expect(BulkPriceFormSchema.parse({ percent: '5', category: 'hash' })).toEqual({ percent: 5, category: 'hash' });
  });

  it.each([
    ['', 'Kies een percentage anders dan 0'],
    ['veel', 'Percentage moet een getal zijn'],
    ['150', 'Maximaal 100% hoger'],
  ])('puts the input schema\'s message for "%s" on the percentage', (percent, message) => {
    const issue = BulkPriceFormSchema.safeParse({ percent, category: '' }).error?.issues[0];
    expect(issue?.path).toEqual(['percent']);
    expect(issue?.message).toBe(message);
  });
});
