import type { Database } from '../../client.ts';
import { products } from '../../schema/index.ts';

export type ProductInsert = typeof products.$inferInsert;

/**
 * An insert-ready menu item for `coffeeshopId`: a gram of Amnesia Haze. The
 * defaults only cover columns every seeded product sets itself, so the seed's
 * menus come out exactly as written (an edible keeps no THC).
 */
export function buildProduct(overrides: Partial<ProductInsert> & Pick<ProductInsert, 'coffeeshopId'>): ProductInsert {
  return {
    naam: 'Amnesia Haze',
    category: 'flower',
    type: 'sativa',
    prijzen: { '1g': 10 },
    voorraad: 20,
    ...overrides,
  };
}

export async function insertProduct(db: Database, overrides: Partial<ProductInsert> & Pick<ProductInsert, 'coffeeshopId'>) {
  const [row] = await db.insert(products).values(buildProduct(overrides)).returning();
  if (!row) throw new Error('product niet aangemaakt');
  return row;
}
