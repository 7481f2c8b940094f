import { createRouter } from '../../platform/openapi.ts';
import * as h from './search.handlers.ts';
import * as r from './search.routes.ts';

export function searchRouter() {
  return createRouter().openapi(r.searchRoute, h.search);
}
