import { createRouter } from '../../platform/openapi.ts';
import * as h from './strains.handlers.ts';
import * as r from './strains.routes.ts';

export function strainsRouter() {
  return createRouter().openapi(r.discoverRoute, h.discover);
}

export { discoverStrains } from './strains.service.ts';
