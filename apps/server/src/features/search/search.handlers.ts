import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './search.routes.ts';
import { search as searchAll } from './search.service.ts';

export const search: Handler<typeof routes.searchRoute> = async (c) =>
  c.json(await searchAll(serviceContext(c), c.req.valid('query')), 200);
