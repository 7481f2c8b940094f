import { serviceContext } from '../../context.ts';
import { attachmentResponse } from '../../platform/mail.ts';
import { createRouter } from '../../platform/openapi.ts';
import { listOutboxHandler } from './admin.handlers.ts';
import { listOutboxRoute, outboxAttachmentRoute } from './admin.routes.ts';
import { outboxAttachment } from './admin.service.ts';

export function adminRouter() {
  return createRouter()
    .openapi(listOutboxRoute, listOutboxHandler)
    .openapi(outboxAttachmentRoute, async (c) => {
      const { id, index } = c.req.valid('param');
      // A raw file, not JSON: the route documents no body schema, so the typed response is bypassed.
      return attachmentResponse(await outboxAttachment(serviceContext(c), id, index)) as never;
    });
}
