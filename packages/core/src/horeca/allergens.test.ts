import { describe, expect, it } from 'vitest';
import type { MenuSection } from './allergen-schemas.ts';
import { ALLERGENS, filterMenu, isAllergen } from './allergens.ts';
import { categoryGroupOf, VENUE_CATEGORIES } from './venue-categories.ts';

const dish = (id: string, contains: MenuSection['dishes'][number]['contains'], mayContain: typeof contains = []) => ({
  id,
  name: id,
  description: '',
  price: 10,
  contains,
  mayContain,
  diets: [],
});

describe('allergen filter', () => {
  const menu: MenuSection[] = [
    { id: 's', name: 'Voorgerechten', dishes: [dish('saté', ['peanuts', 'soy']), dish('soep', ['celery'], ['peanuts'])] },
  ];

  it('hides dishes that contain what the guest avoids and flags traces', () => {
    const [section] = filterMenu(menu, ['peanuts']);
    expect(section?.dishes.map((entry) => entry.dish.id)).toEqual(['soep']);
    expect(section?.dishes[0]?.traces).toEqual(['peanuts']);
    expect(section?.hidden).toBe(1);
  });

  it('shows everything without a filter', () => {
    expect(filterMenu(menu, [])[0]?.dishes).toHaveLength(2);
  });
});

describe('venue categories', () => {
  it('has the spec’s six groups and finds a category’s group', () => {
    expect(VENUE_CATEGORIES).toHaveLength(38);
    expect(categoryGroupOf('wijnbar')).toBe('cafe_bar');
    expect(categoryGroupOf('fine_dining')).toBe('restaurant');
  });
});

describe('isAllergen', () => {
  it('accepts the allergens and nothing else', () => {
    for (const allergen of ALLERGENS) expect(isAllergen(allergen)).toBe(true);
    for (const other of ['', 'pinda', 'GLUTEN', null, 1]) expect(isAllergen(other)).toBe(false);
  });
});
