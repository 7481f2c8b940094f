import { serviceContext } from '../../context.ts';
import { attachmentResponse } from '../../platform/mail.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './admin.routes.ts';
import * as admin from './admin.service.ts';

export const listOutbox: Handler<typeof routes.listOutboxRoute> = async (c) =>
  c.json(await admin.listOutbox(serviceContext(c), c.req.valid('query')), 200);

export const outboxAttachment: Handler<typeof routes.outboxAttachmentRoute> = async (c) => {
  const { id, index } = c.req.valid('param');
  // A raw file, not JSON: the route documents no body schema, so the typed response is bypassed.
  return attachmentResponse(await admin.outboxAttachment(serviceContext(c), id, index)) as never;
};
