import { serviceContext } from '../../context.ts';
import { createRouter } from '../../platform/openapi.ts';
import { searchRoute } from './search.routes.ts';
import { search } from './search.service.ts';

export function searchRouter() {
  return createRouter().openapi(searchRoute, async (c) => c.json(await search(serviceContext(c), c.req.valid('query')), 200));
}
