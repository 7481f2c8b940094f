import { createRoute } from '@hono/zod-openapi';
import { MailAttachmentParamsSchema, OutboxPageSchema, OutboxQuerySchema } from '@platform/core';
import { errorResponses } from '../../platform/openapi.ts';

export const listOutboxRoute = createRoute({
  method: 'get',
  path: '/api/admin/outbox',
  tags: ['admin'],
  summary: 'E-mails die het platform verstuurde of in de outbox zette (admins)',
  request: { query: OutboxQuerySchema },
  responses: {
    200: { description: 'Een pagina e-mails, nieuwste eerst', content: { 'application/json': { schema: OutboxPageSchema } } },
    ...errorResponses(401, 403, 422),
  },
});

export const outboxAttachmentRoute = createRoute({
  method: 'get',
  path: '/api/admin/outbox/{id}/attachments/{index}',
  tags: ['admin'],
  summary: 'Een bijlage van een verstuurde e-mail downloaden (admins)',
  request: { params: MailAttachmentParamsSchema },
  responses: { 200: { description: 'De bijlage' }, ...errorResponses(401, 403, 404, 422) },
});
