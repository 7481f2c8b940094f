import { describe, expect, it } from 'vitest';
import { type ReviewInput, ReviewSchema, reviewNote } from './review.ts';

const batch = {
  type: 'batch',
  shop_id: 'shop-1',
  teler_id: 'teler-1',
  batch_code: 'B-2026-11',
  product_name: 'Amnesia',
  category: 'wiet',
  aroma: ['citrus'],
  impression: 4,
} satisfies ReviewInput;
const shop = {
  type: 'shop',
  shop_id: 'shop-1',
  visit_date: '2026-11-20',
  ratings: { sfeer: 4, service: 5, wachttijd: 3, netheid: 4, toegankelijkheid: 5 },
  notes: 'Rustig en schoon.',
} satisfies ReviewInput;
const strain = { type: 'strain', shop_id: 'shop-1', strain_name: 'Haze', aroma: ['zoet'], impression: 3 } satisfies ReviewInput;

function messages(input: unknown): string[] {
  const result = ReviewSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('review form rules (spec section 5)', () => {
  it('accepts the three kinds with defaults for the optional lists', () => {
    const parsed = ReviewSchema.parse(batch);
    expect(parsed).toMatchObject({ mouthfeel: [], visual: [], effect_tags: [], personal_note: '', lab: { terpenes: [] } });
    expect(ReviewSchema.parse(shop).type).toBe('shop');
    expect(ReviewSchema.parse(strain).type).toBe('strain');
  });

  it.each([
    ['shop_id missing', { ...batch, shop_id: '' }, 'Selecteer een coffeeshop'],
    ['visit_date missing', { ...shop, visit_date: undefined }, 'Selecteer bezoeksdatum'],
    ['a rating of 6', { ...shop, ratings: { ...shop.ratings, sfeer: 6 } }, 'Sfeer: maximaal 5'],
    ['a rating of 0', { ...shop, ratings: { ...shop.ratings, netheid: 0 } }, 'Netheid: minimaal 1'],
    ['notes over 140', { ...shop, notes: 'x'.repeat(141) }, 'Maximaal 140 tekens'],
    ['strain_name missing', { ...strain, strain_name: ' ' }, 'Productnaam is verplicht'],
    ['no aroma', { ...strain, aroma: [] }, 'Selecteer minimaal 1 aroma'],
    ['impression 0', { ...strain, impression: 0 }, 'Indruk: minimaal 1'],
    ['personal note over 140', { ...strain, personal_note: 'x'.repeat(141) }, 'Maximaal 140 tekens'],
    ['teler_id missing', { ...batch, teler_id: '' }, 'Teler ID is verplicht'],
    ['batch_code missing', { ...batch, batch_code: '' }, 'Batch code is verplicht'],
    ['product_name missing', { ...batch, product_name: '' }, 'Productnaam is verplicht'],
    ['an unknown category', { ...batch, category: 'edible' }, 'Kies wiet, hasj of preroll'],
    ['THC above 45', { ...batch, lab: { thc: 46 } }, 'THC mag maximaal 45 zijn'],
    ['CBD below 0', { ...batch, lab: { cbd: -1 } }, 'CBD kan niet negatief zijn'],
    ['a terpene above 10', { ...batch, lab: { terpenes: [{ name: 'myrceen', pct: 11 }] } }, 'Terpeen mag maximaal 10 zijn'],
    ['an unknown herkomst', { ...batch, herkomst: 'import' }, 'Kies gereguleerd of gedoogd'],
    ['an unknown mouthfeel', { ...batch, mouthfeel: ['nat'] }, 'Kies een mondgevoel uit de lijst'],
    ['an unknown effect', { ...batch, effect_tags: ['slaperig'] }, 'Kies een effect uit de lijst'],
  ])('refuses %s', (_label, input, message) => {
    expect(messages(input)).toContain(message);
  });

  it('reads the note that the compliance check reads', () => {
    expect(reviewNote(ReviewSchema.parse(shop))).toBe('Rustig en schoon.');
    expect(reviewNote(ReviewSchema.parse({ ...batch, personal_note: 'Mooi product' }))).toBe('Mooi product');
  });
});
