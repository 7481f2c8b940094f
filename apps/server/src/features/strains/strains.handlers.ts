import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './strains.routes.ts';
import { discoverStrains } from './strains.service.ts';

export const discover: Handler<typeof routes.discoverRoute> = async (c) =>
  c.json(await discoverStrains(serviceContext(c), c.req.valid('query')), 200);
