import type { Database } from '../../client.ts';
import { menuImports } from '../../schema/index.ts';

export type MenuImportInsert = typeof menuImports.$inferInsert;

/** A history row of a menu import: by default a photo applied to a shop with 14 items read. */
export function buildMenuImport(
  overrides: Partial<MenuImportInsert> & Pick<MenuImportInsert, 'userId' | 'placeId'>,
): MenuImportInsert {
  return {
    placeType: 'coffeeshop',
    sourceType: 'photo',
    fileName: 'menukaart.jpg',
    parsed: 14,
    created: 3,
    updated: 5,
    removed: 0,
    outcome: 'applied',
    ...overrides,
  };
}

export async function insertMenuImport(
  db: Database,
  overrides: Partial<MenuImportInsert> & Pick<MenuImportInsert, 'userId' | 'placeId'>,
) {
  const [row] = await db.insert(menuImports).values(buildMenuImport(overrides)).returning();
  if (!row) throw new Error('menu-import niet aangemaakt');
  return row;
}
