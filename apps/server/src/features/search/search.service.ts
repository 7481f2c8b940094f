import {
  passesVerification,
  SEARCH_PAGE_SIZE,
  SEARCH_SHOPS_PER_PRODUCT,
  type SearchQuery,
  type SearchResults,
} from '@platform/core';
import { sql } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import * as q from './search.queries.ts';

const WORD_SIMILARITY_THRESHOLD = 0.45;

/** One query over cities, shops, products and telers, grouped by kind; products honour menu visibility. */
export async function search(ctx: ServiceContext, input: SearchQuery): Promise<SearchResults> {
  const page = { limit: SEARCH_PAGE_SIZE, offset: (input.page - 1) * SEARCH_PAGE_SIZE };
  const verified = ctx.actor ? passesVerification(ctx.actor.profile) : false;
  return ctx.db.transaction(async (tx) => {
    // One typo in a seven-letter word ("amnezia") scores 0.5; pg_trgm's default 0.6 would miss it.
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}`);
    // Sequential on purpose: one transaction, one connection.
    const cities = await q.searchCities(tx, input.q);
    const shops = await q.searchShops(tx, input.q, page);
    const products = await q.searchProducts(tx, input.q, verified, page, SEARCH_SHOPS_PER_PRODUCT);
    const telers = await q.searchTelers(tx, input.q, page);
    return { query: input.q, page: input.page, pageSize: SEARCH_PAGE_SIZE, cities, shops, products, telers };
  });
}
