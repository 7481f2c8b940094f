import type { ProductCategory } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, products, telers } from '../schema/index.ts';

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
  ['Skunk #1', 'hybrid'],
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
  ['Power Plant', 'sativa'],
  ['Big Bud', 'indica'],
  ['Hindu Kush', 'indica'],
  ['Durban Poison', 'sativa'],
  ['Green Crack', 'sativa'],
  ['Pineapple Express', 'hybrid'],
  ['Runtz', 'hybrid'],
  ['Do-Si-Dos', 'indica'],
];
const FLOWER_NAMES = FLOWERS.map(([name]) => name);
const FLOWER_TYPES = new Map(FLOWERS);
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
];
const PREROLLS = [
  'Joint Amnesia',
  'Joint White Widow',
  'Joint Lemon Haze',
  'Joint Hasj-mix',
  'Joint Northern Lights',
  'Joint Gelato',
];
const EDIBLES = ['Spacecake chocolade', 'Brownie', 'Koekje haver', 'Cakeje citroen', 'Lolly', 'Thee (zakje)'];

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
  /** The k-th product of a category takes the next name; a second round gets "#2", so names stay unique per shop. */
  const nameFor = (category: ProductCategory, names: readonly string[]) => {
    const k = seen[category]++;
    const round = Math.floor(k / names.length);
    return `${names[(k + shopIndex) % names.length]}${round > 0 ? ` #${round + 1}` : ''}`;
  };
  for (let i = 0; i < total; i++) {
    const roll = random();
    const category: ProductCategory = roll < 0.55 ? 'flower' : roll < 0.8 ? 'hash' : roll < 0.9 ? 'preroll' : 'edible';
    const base = 8 + random() * 8;
    const teler = wietexperiment || random() < 0.4 ? (telerIds[Math.floor(random() * telerIds.length)] ?? null) : null;
    if (category === 'flower' || category === 'hash') {
      const names = category === 'flower' ? FLOWER_NAMES : HASHES;
      const naam = nameFor(category, names);
      const type = category === 'flower' ? (FLOWER_TYPES.get(naam.replace(/ #\d+$/, '')) ?? 'hybrid') : 'hybrid';
      rows.push({
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
      });
    } else if (category === 'preroll') {
      rows.push({
        coffeeshopId,
        naam: nameFor('preroll', PREROLLS),
        category,
        type: 'hybrid',
        prijzen: { joint: roundPrice(4 + random() * 3) },
        quantities: ['joint'],
        preRolledOptions: ['puur', 'met tabak'],
        voorraad: Math.floor(random() * 60),
        thc: Math.round((12 + random() * 8) * 10) / 10,
        telerId: teler,
        sortOrder: i,
      });
    } else {
      rows.push({
        coffeeshopId,
        naam: nameFor('edible', EDIBLES),
        category,
        type: 'hybrid',
        prijzen: { stuk: roundPrice(5 + random() * 5) },
        quantities: ['stuk'],
        voorraad: Math.floor(random() * 25),
        sortOrder: i,
      });
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
