import { createRoute } from '@hono/zod-openapi';
import { OutboxPageSchema, OutboxQuerySchema } from '@platform/core';
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
