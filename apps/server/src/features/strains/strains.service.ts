import { menuViewer, type StrainDiscovery, type StrainQuery } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import * as q from './strains.queries.ts';

/**
 * Strains as facts, aggregated over the menus this viewer may see: type,
 * category, THC/CBD ranges and how many shops carry them. No prices.
 */
export async function discoverStrains(ctx: ServiceContext, query: StrainQuery): Promise<StrainDiscovery> {
  const viewer = menuViewer(ctx.actor?.profile);
  const [rows, visibleShops] = await Promise.all([q.selectStrains(ctx.db, viewer, query), q.countVisibleShops(ctx.db, viewer)]);
  return {
    strains: rows.map((row) => ({
      ...row,
      type: row.type as StrainDiscovery['strains'][number]['type'],
      category: row.category as StrainDiscovery['strains'][number]['category'],
    })),
    visibleShops,
  };
}
