import { menuViewer, SEARCH_PAGE_SIZE, type SearchQuery, type SearchResults } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { visibleMenus } from '../coffeeshops/index.ts';
import { searchGroups } from './search.queries.ts';

/** Cities, shops, products and telers, grouped by kind; products honour menu visibility. */
export async function search(ctx: ServiceContext, input: SearchQuery): Promise<SearchResults> {
  const page = { limit: SEARCH_PAGE_SIZE, offset: (input.page - 1) * SEARCH_PAGE_SIZE };
  const visible = visibleMenus(menuViewer(ctx.actor?.profile));
  const groups = await searchGroups(ctx.db, input.q, { visible, page });
  return { query: input.q, page: input.page, pageSize: SEARCH_PAGE_SIZE, ...groups };
}
