import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './favorites.routes.ts';
import * as s from './favorites.service.ts';

export const list: Handler<typeof routes.listRoute> = async (c) => c.json(await s.listFavorites(serviceContext(c)), 200);
export const add: Handler<typeof routes.addRoute> = async (c) =>
  c.json(await s.addFavorite(serviceContext(c), c.req.valid('json')), 201);

export const remove: Handler<typeof routes.removeRoute> = async (c) => {
  await s.removeFavorite(serviceContext(c), c.req.valid('json'));
  return c.body(null, 204);
};
