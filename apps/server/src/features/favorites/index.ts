import { createRouter } from '../../platform/openapi.ts';
import * as h from './favorites.handlers.ts';
import * as r from './favorites.routes.ts';

export function favoritesRouter() {
  return createRouter().openapi(r.listRoute, h.list).openapi(r.addRoute, h.add).openapi(r.removeRoute, h.remove);
}
