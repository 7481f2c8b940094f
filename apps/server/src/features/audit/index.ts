import { createRoute } from '@hono/zod-openapi';
import { AuditPageSchema, AuditQuerySchema } from '@platform/core';
import { serviceContext } from '../../context.ts';
import { createRouter, errorResponses, jsonResponse } from '../../platform/openapi.ts';
import { listAudit } from './audit.service.ts';

export { type AuditEvent, recordAudit } from './audit.service.ts';

const listAuditRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit',
  tags: ['admin'],
  summary: 'Auditlog van beheeracties en documentinzage (superadmin)',
  request: { query: AuditQuerySchema },
  responses: { 200: jsonResponse(AuditPageSchema, 'Nieuwste eerst'), ...errorResponses(401, 403, 422) },
});

export function auditRouter() {
  return createRouter().openapi(listAuditRoute, async (c) =>
    c.json(await listAudit(serviceContext(c), c.req.valid('query').page), 200),
  );
}
