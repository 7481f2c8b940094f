import type { MenuVisibility, SearchResults } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { containsPattern } from '../../platform/like.ts';

export interface SearchViewer {
  /** Menu visibility settings whose products this viewer may find (coffeeshops' `visibleMenus`, ADR 007). */
  visible: MenuVisibility[];
  page: { limit: number; offset: number };
}

type Groups = Pick<SearchResults, 'cities' | 'shops' | 'products' | 'telers'>;

/**
 * Cities, shops, product names and telers matching `q`, from the
 * `search_groups` function (migration 0012, ADR 014): exact matches (Dutch
 * full-text, or the name contains the query) and only without those the
 * typo-tolerant ones, per group; one round trip, planned once per session.
 */
export async function searchGroups(db: Database, q: string, viewer: SearchViewer): Promise<Groups> {
  // An array literal as one text parameter: Drizzle would spread a JS array into a list.
  const visible = `{${viewer.visible.join(',')}}`;
  const result = await db.execute(sql`select search_groups(${q}, ${containsPattern(q)}, ${visible}::menu_visibility[],
    ${viewer.page.limit}::int, ${viewer.page.offset}::int) as groups`);
  const [row] = (result as unknown as { rows: Array<{ groups: Groups }> }).rows;
  if (!row) throw new Error('search returned no row');
  return row.groups;
}
