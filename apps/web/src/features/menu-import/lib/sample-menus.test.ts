import { parseMenuText } from '@platform/core';
import { describe, expect, it } from 'vitest';
import { itemsToCsv, SAMPLE_MENUS } from './sample-menus.ts';

describe('the demo’s sample menus', () => {
  it.each(SAMPLE_MENUS)('$id reads into items that all have a name and a price', (sample) => {
    const result = parseMenuText(sample.text, { kind: sample.kind });
    expect(result.items.length).toBeGreaterThanOrEqual(8);
    for (const item of result.items) {
      expect(item.name.trim()).not.toBe('');
      expect(item.prices.length).toBeGreaterThan(0);
    }
  });

  it('the restaurant menu names its allergens', () => {
    const sample = SAMPLE_MENUS.find((menu) => menu.id === 'restaurant');
    const items = parseMenuText(sample?.text ?? '', { kind: 'horeca' }).items;
    expect(items.find((item) => item.name === 'Saté van kippendij')?.allergens).toEqual(['peanuts', 'soy']);
  });

  it('downloads as a semicolon CSV with Dutch amounts', () => {
    const csv = itemsToCsv([{ name: 'Pils; groot', category: 'Bier', prices: [{ label: '0,5 l', amount: 6.1 }] }]);
    expect(csv.split('\r\n')).toEqual(['naam;categorie;omschrijving;prijzen', '"Pils; groot";Bier;;0,5 l 6,10']);
  });
});
