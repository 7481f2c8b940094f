import { createRouter } from '../../platform/openapi.ts';
import { getMeHandler } from './accounts.handlers.ts';
import { getMeRoute } from './accounts.routes.ts';

export function accountsRouter() {
  return createRouter().openapi(getMeRoute, getMeHandler);
}
