import { createRouter } from '../../platform/openapi.ts';
import { listOutboxHandler } from './admin.handlers.ts';
import { listOutboxRoute } from './admin.routes.ts';

export function adminRouter() {
  return createRouter().openapi(listOutboxRoute, listOutboxHandler);
}
