import { createRouter } from '../../platform/openapi.ts';
import * as h from './admin.handlers.ts';
import * as r from './admin.routes.ts';

export function adminRouter() {
  return createRouter().openapi(r.listOutboxRoute, h.listOutbox).openapi(r.outboxAttachmentRoute, h.outboxAttachment);
}
