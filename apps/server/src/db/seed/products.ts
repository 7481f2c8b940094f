import type { ProductCategory } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, products, telers } from '../schema/index.ts';
import { buildProduct } from './factories/products.ts';

/** Real strain names, each once; enough with the other categories for the largest menu (80). */
const FLOWERS: Array<[string, 'indica' | 'sativa' | 'hybrid']> = [
  ['Amnesia Haze', 'sativa'],
  ['White Widow', 'hybrid'],
  ['Northern Lights', 'indica'],
  ['Super Silver Haze', 'sativa'],
  ['Jack Herer', 'sativa'],
  ['Gorilla Glue', 'hybrid'],
  ['Girl Scout Cookies', 'hybrid'],
  ['Lemon Haze', 'sativa'],
  ['Orange Bud', 'hybrid'],
  ['Super Skunk', 'indica'],
  ['AK-47', 'hybrid'],
  ['Blueberry', 'indica'],
  ['Bubba Kush', 'indica'],
  ['OG Kush', 'hybrid'],
  ['Critical', 'indica'],
  ['Cheese', 'indica'],
  ['Purple Haze', 'sativa'],
  ['Wedding Cake', 'hybrid'],
  ['Gelato', 'hybrid'],
  ['Zkittlez', 'indica'],
  ['Sour Diesel', 'sativa'],
  ['Strawberry Haze', 'sativa'],
  ['Tangerine Dream', 'sativa'],
  ['Kosher Kush', 'indica'],
  ['Banana Kush', 'hybrid'],
  ['Mango Kush', 'indica'],
  ['Big Bud', 'indica'],
  ['Hindu Kush', 'indica'],
  ['Durban Poison', 'sativa'],
  ['Green Crack', 'sativa'],
  ['Pineapple Express', 'hybrid'],
  ['Runtz', 'hybrid'],
  ['Do-Si-Dos', 'indica'],
  ['Blue Dream', 'hybrid'],
  ['Critical Kush', 'indica'],
  ['Kali Mist', 'sativa'],
  ['Chemdawg', 'hybrid'],
  ['Purple Kush', 'indica'],
  ['Master Kush', 'indica'],
  ['Trainwreck', 'sativa'],
  ['Strawberry Cough', 'sativa'],
  ['Bruce Banner', 'hybrid'],
  ['Lemon Kush', 'hybrid'],
  ['Moby Dick', 'sativa'],
  ['Candy Kush', 'indica'],
  ['Blue Cheese', 'indica'],
  ['Cherry Pie', 'hybrid'],
  ['Sunset Sherbet', 'indica'],
  ['Biscotti', 'indica'],
  ['Mimosa', 'sativa'],
  ['Tropicana Cookies', 'sativa'],
  ['White Rhino', 'indica'],
  ['Jack Flash', 'sativa'],
  ['Somango', 'indica'],
  ['Silver Haze', 'sativa'],
  ['Super Lemon Haze', 'sativa'],
];
const FLOWER_NAMES = FLOWERS.map(([name]) => name);
const FLOWER_TYPES = new Map(FLOWERS);
/** Hash as Dutch menus name it: origin and kind, or the extraction. */
const HASHES = [
  'Marokkaanse Ketama',
  'Afghaanse Zwarte',
  'Nepalese Temple Ball',
  'Charas',
  'Libanese Rode',
  'Ice-o-lator',
  'Dry Sift',
  'Polm',
  'Caramello',
  'Super Polm',
  'Marokkaanse Zero',
  'Bubble Hash',
  'Malana Cream',
  'Kasjmir',
  'Triple Zero',
  'Royal Polm',
  'Blonde Marokkaan',
  'Afghaanse Mazar',
  'Water Hash',
  'Rosin',
];
/** Pre-rolled joints: "Pre-roll" and what is in it; pure or with tobacco is an option, not a name. */
const PREROLLS = [
  'Pre-roll Amnesia Haze',
  'Pre-roll White Widow',
  'Pre-roll Lemon Haze',
  'Pre-roll Northern Lights',
  'Pre-roll Gelato',
  'Pre-roll Ketama',
  'Pre-roll Super Silver Haze',
  'Pre-roll Orange Bud',
  'Pre-roll Polm',
  'Pre-roll Critical',
];
const EDIBLES = [
  'Spacecake chocolade',
  'Spacecake citroen',
  'Space brownie',
  'Haverkoek',
  'Speculaaskoek',
  'Cannabisthee',
  'Muffin blauwe bes',
  'Lolly',
];
const NAMES: Record<ProductCategory, readonly string[]> = {
  flower: FLOWER_NAMES,
  hash: HASHES,
  preroll: PREROLLS,
  edible: EDIBLES,
};
const CATEGORY_ORDER: readonly ProductCategory[] = ['flower', 'hash', 'preroll', 'edible'];
/** The largest menu the seed builds; the name lists together must cover it. */
export const MAX_MENU_SIZE = 80;

/** Deterministic pseudo-random numbers, so every seed run writes the same menu. */
function sequence(seed: number) {
  let state = seed % 2147483647 || 1;
  return () => {
    state = (state * 48271) % 2147483647;
    return state / 2147483647;
  };
}

function roundPrice(value: number): number {
  return Math.round(value * 2) / 2;
}

type NewProduct = typeof products.$inferInsert;

/** 30–80 products for one shop: flower, hash, pre-rolls and edibles with Dutch prices. */
export function buildShopMenu(
  coffeeshopId: string,
  shopIndex: number,
  telerIds: readonly string[],
  wietexperiment: boolean,
  count?: number,
): NewProduct[] {
  const random = sequence(shopIndex * 7919 + 13);
  const total = count ?? 30 + Math.floor(random() * 51);
  const rows: NewProduct[] = [];
  const seen: Record<ProductCategory, number> = { flower: 0, hash: 0, preroll: 0, edible: 0 };
  /**
   * The category drawn, or the next one with names left: every product has a
   * real name once per shop, no "#2" copies.
   */
  const available = (drawn: ProductCategory): ProductCategory => {
    const start = CATEGORY_ORDER.indexOf(drawn);
    for (let step = 0; step < CATEGORY_ORDER.length; step++) {
      const category = CATEGORY_ORDER[(start + step) % CATEGORY_ORDER.length] as ProductCategory;
      if (seen[category] < NAMES[category].length) return category;
    }
    throw new Error(`Seed: meer dan ${MAX_MENU_SIZE} producten vraagt meer productnamen`);
  };
  const nameFor = (category: ProductCategory) => {
    const names = NAMES[category];
    return names[(seen[category]++ + shopIndex) % names.length] as string;
  };
  for (let i = 0; i < total; i++) {
    const roll = random();
    const category = available(roll < 0.55 ? 'flower' : roll < 0.8 ? 'hash' : roll < 0.9 ? 'preroll' : 'edible');
    const base = 8 + random() * 8;
    const teler = wietexperiment || random() < 0.4 ? (telerIds[Math.floor(random() * telerIds.length)] ?? null) : null;
    if (category === 'flower' || category === 'hash') {
      const naam = nameFor(category);
      const type = category === 'flower' ? (FLOWER_TYPES.get(naam) ?? 'hybrid') : 'hybrid';
      rows.push(
        buildProduct({
          coffeeshopId,
          naam,
          category,
          type,
          prijzen: { '1g': roundPrice(base), '5g': roundPrice(base * 4.6) },
          quantities: ['1g', '5g'],
          voorraad: Math.floor(random() * 30),
          thc: Math.round((category === 'flower' ? 14 + random() * 12 : 18 + random() * 20) * 10) / 10,
          cbd: Math.round(random() * 15) / 10,
          telerId: teler,
          sortOrder: i,
        }),
      );
    } else if (category === 'preroll') {
      rows.push(
        buildProduct({
          coffeeshopId,
          naam: nameFor('preroll'),
          category,
          type: 'hybrid',
          prijzen: { joint: roundPrice(4 + random() * 3) },
          quantities: ['joint'],
          preRolledOptions: ['puur', 'met tabak'],
          voorraad: Math.floor(random() * 60),
          thc: Math.round((12 + random() * 8) * 10) / 10,
          telerId: teler,
          sortOrder: i,
        }),
      );
    } else {
      rows.push(
        buildProduct({
          coffeeshopId,
          naam: nameFor('edible'),
          category,
          type: 'hybrid',
          prijzen: { stuk: roundPrice(5 + random() * 5) },
          quantities: ['stuk'],
          voorraad: Math.floor(random() * 25),
          sortOrder: i,
        }),
      );
    }
  }
  return rows;
}

/**
 * Demo menus for the seeded directory, once: only while the products table is
 * empty. A shop an owner or admin adds later starts with an empty menu, and a
 * restart never adds products again.
 */
export async function seedProducts(db: Database, options: { perShop?: number } = {}): Promise<number> {
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(products);
  if ((existing?.n ?? 0) > 0) return 0;
  const shops = await db
    .select({ id: coffeeshops.id, wietexperiment: coffeeshops.wietexperiment })
    .from(coffeeshops)
    .orderBy(coffeeshops.plaats, coffeeshops.name);
  const growers = await db.select({ id: telers.id, designated: telers.designatedGrower }).from(telers).orderBy(telers.naam);
  const designated = growers.filter((grower) => grower.designated).map((grower) => grower.id);
  const all = growers.map((grower) => grower.id);
  let inserted = 0;
  for (const [index, shop] of shops.entries()) {
    // In the wietexperiment shops sell only from designated growers.
    const rows = buildShopMenu(shop.id, index, shop.wietexperiment ? designated : all, shop.wietexperiment, options.perShop);
    for (let start = 0; start < rows.length; start += 500) await db.insert(products).values(rows.slice(start, start + 500));
    inserted += rows.length;
  }
  return inserted;
}
