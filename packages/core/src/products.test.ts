import { describe, expect, it } from 'vitest';
import { imageUrl, photoUrl } from './images.ts';
import { canSeeMenu } from './menu-visibility.ts';
import { isOpenAt } from './opening-hours.ts';
import { displayPrice, isLowStock, tradingStock } from './product-rules.ts';
import { ProductInputSchema, ProductPatchSchema } from './products.ts';

describe('displayPrice (spec section 3)', () => {
  it.each([
    [{ '1g': 10, '5g': 45 }, 10],
    [{ '5g': 45, '0.5g': 6 }, 6],
    [{ '1g': 0, '2g': 19 }, 19],
    [{ '3.5g': 30, '2.5g': 22 }, 22],
    [{ joint: 5, '5g': 40 }, 40],
    [{ j: 4.5 }, 4.5],
    [{ stuk: 8, zak: 12 }, 8],
    [{ '1g': -1, stuk: 0, zak: 12 }, 12],
    [{}, null],
    [{ '1g': 'tien' }, null],
  ])('%o → %s', (prices, expected) => {
    expect(displayPrice(prices)).toBe(expected);
  });
});

describe('stock', () => {
  it('marks stock below 10 as low', () => {
    expect(isLowStock(9)).toBe(true);
    expect(isLowStock(10)).toBe(false);
  });
  it('warns above 500 g of flower and hash together, ignoring edibles and pre-rolls', () => {
    expect(
      tradingStock([
        { category: 'flower', voorraad: 300 },
        { category: 'hash', voorraad: 200 },
      ]),
    ).toEqual({ grams: 500, overLimit: false });
    expect(
      tradingStock([
        { category: 'flower', voorraad: 300 },
        { category: 'hash', voorraad: 201 },
        { category: 'edible', voorraad: 900 },
      ]),
    ).toEqual({
      grams: 501,
      overLimit: true,
    });
    expect(tradingStock([{ category: 'preroll', voorraad: 600 }]).overLimit).toBe(false);
  });
});

describe('ProductInputSchema', () => {
  const valid = { naam: 'Amnesia', prijzen: { '1g': 11.5 }, voorraad: 40 };
  it('fills the spec defaults', () => {
    expect(ProductInputSchema.parse(valid)).toMatchObject({ category: 'flower', type: 'hybrid', actief: true, thc: null });
  });
  it.each([
    [{ prijzen: { '1g': -2 } }, 'Prijs moet groter dan 0 zijn'],
    [{ prijzen: {} }, 'Geef minimaal één prijs op'],
    [{ thc: 46 }, 'THC mag maximaal 45% zijn'],
    [{ category: 'paddo' }, 'Kies een categorie: bloem, hasj, preroll of edible'],
    [{ voorraad: -1 }, 'Voorraad kan niet negatief zijn'],
    [{ naam: '' }, 'Naam is verplicht'],
  ])('refuses %o', (override, message) => {
    expect(ProductInputSchema.safeParse({ ...valid, ...override }).error?.issues.map((issue) => issue.message)).toContain(
      message,
    );
  });
});

describe('canSeeMenu (art. 3b Opiumwet)', () => {
  it.each([
    ['in_store', 'web', null, false],
    ['in_store', 'web', { verified: true }, false],
    ['verified', 'web', null, false],
    ['verified', 'web', { verified: false }, false],
    ['verified', 'web', { verified: true }, true],
    ['public', 'web', null, true],
    ['in_store', 'screen', null, true],
  ] as const)('%s on %s for %o → %s', (visibility, channel, viewer, expected) => {
    expect(canSeeMenu(visibility, channel, viewer)).toBe(expected);
  });
});

describe('imageUrl (spec section 5)', () => {
  it('adds resize and format parameters to external URLs', () => {
    expect(imageUrl('https://cdn.voorbeeld.nl/a.jpg', 'card')).toBe(
      'https://cdn.voorbeeld.nl/a.jpg?width=500&height=500&quality=80&format=webp',
    );
    expect(imageUrl('https://cdn.voorbeeld.nl/a.jpg?v=2&width=9', 'thumbnail')).toBe(
      'https://cdn.voorbeeld.nl/a.jpg?v=2&width=80&height=80&quality=70&format=webp',
    );
  });
  it('leaves uploaded, local and storage-hosted URLs unchanged', () => {
    expect(imageUrl('/api/images/abc/card.webp', 'card')).toBe('/api/images/abc/card.webp');
    expect(imageUrl('https://platform.nl/api/images/abc', 'card')).toBe('https://platform.nl/api/images/abc');
    expect(imageUrl('https://x.supabase.co/storage/v1/a.png', 'hero')).toBe('https://x.supabase.co/storage/v1/a.png');
    expect(imageUrl('https://platform.nl/a.png', 'hero', ['https://platform.nl'])).toBe('https://platform.nl/a.png');
    expect(imageUrl('data:image/png;base64,xx', 'hero')).toBe('data:image/png;base64,xx');
  });
});

describe('isOpenAt (Dutch time)', () => {
  const hours = {
    ma: [{ open: '10:00', close: '23:00' }],
    di: [],
    wo: [{ open: '10:00', close: '23:00' }],
    do: [{ open: '10:00', close: '23:00' }],
    vr: [{ open: '10:00', close: '01:00' }],
    za: [{ open: '12:00', close: '01:00' }],
    zo: [{ open: '12:00', close: '22:00' }],
  };
  it.each([
    ['2026-11-23T09:30:00Z', true, 'Monday 10:30 winter time'],
    ['2026-11-23T08:59:00Z', false, 'Monday 09:59'],
    ['2026-11-23T22:00:00Z', false, 'Monday 23:00 closes'],
    ['2026-11-24T12:00:00Z', false, 'Tuesday closed'],
    ['2026-11-27T23:30:00Z', true, 'Saturday 00:30 after a Friday to 01:00'],
    ['2026-11-28T00:30:00Z', false, 'Saturday 01:30'],
    ['2026-07-06T08:30:00Z', true, 'Monday 10:30 summer time'],
  ])('%s → %s (%s)', (iso, open) => {
    expect(isOpenAt(hours, new Date(iso))).toBe(open);
  });
});

describe('ProductPatchSchema (an absent field is unchanged)', () => {
  it('keeps only the fields sent, without the create defaults', () => {
    expect(ProductPatchSchema.parse({ actief: false })).toEqual({ actief: false });
    expect(ProductPatchSchema.parse({ voorraad: 4 })).toEqual({ voorraad: 4 });
    expect(ProductPatchSchema.parse({ thc: null })).toEqual({ thc: null });
  });
  it('applies the same rules as a new product', () => {
    expect(ProductPatchSchema.safeParse({ voorraad: -1 }).error?.issues[0]?.message).toBe('Voorraad kan niet negatief zijn');
  });
});

describe('photoUrl (a product photo in a preset)', () => {
  it('points an upload of ours at the stored preset file', () => {
    const id = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(photoUrl(`/api/images/${id}/card.webp`, 'thumbnail')).toBe(`/api/images/${id}/thumbnail.webp`);
    expect(photoUrl(`/api/images/${id}/card.webp`, 'detail')).toBe(`/api/images/${id}/detail.webp`);
  });
  it('gives an external photo the preset size as query parameters', () => {
    expect(photoUrl('https://cdn.example.nl/a.jpg', 'thumbnail')).toBe(
      'https://cdn.example.nl/a.jpg?width=80&height=80&quality=70&format=webp',
    );
  });
});
