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

const countOf = (group: { total: number }) => group.total;

/** Exact matches when there are any; otherwise the typo-tolerant ones. */
async function exactElseFuzzy<T>(run: (mode: q.MatchMode) => Promise<T>, count: (found: T) => number): Promise<T> {
  const exact = await run('exact');
  return count(exact) > 0 ? exact : run('fuzzy');
}

/** One query over cities, shops, products and telers, grouped by kind; products honour menu visibility. */
export async function search(ctx: ServiceContext, input: SearchQuery): Promise<SearchResults> {
  const page = { limit: SEARCH_PAGE_SIZE, offset: (input.page - 1) * SEARCH_PAGE_SIZE };
  const verified = ctx.actor ? passesVerification(ctx.actor.profile) : false;
  return ctx.db.transaction(async (tx) => {
    // One typo in a seven-letter word ("amnezia") scores 0.5; pg_trgm's default 0.6 would miss it.
    await tx.execute(sql`set local pg_trgm.word_similarity_threshold = ${sql.raw(String(WORD_SIMILARITY_THRESHOLD))}`);
    // Sequential on purpose: one transaction, one connection.
    const cities = await exactElseFuzzy(
      (mode) => q.searchCities(tx, input.q, mode),
      (found) => found.length,
    );
    const shops = await exactElseFuzzy((mode) => q.searchShops(tx, input.q, mode, page), countOf);
    const viewer = { verified, page, shopsPerName: SEARCH_SHOPS_PER_PRODUCT };
    const products = await exactElseFuzzy((mode) => q.searchProducts(tx, input.q, mode, viewer), countOf);
    const telers = await exactElseFuzzy((mode) => q.searchTelers(tx, input.q, mode, page), countOf);
    return { query: input.q, page: input.page, pageSize: SEARCH_PAGE_SIZE, cities, shops, products, telers };
  });
}
