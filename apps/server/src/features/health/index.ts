import { createRouter } from '../../platform/openapi.ts';
import * as h from './health.handlers.ts';
import * as r from './health.routes.ts';

export function healthRouter(kind: 'pglite' | 'postgres') {
  return createRouter().openapi(r.getHealthRoute, h.getHealth(kind));
}
