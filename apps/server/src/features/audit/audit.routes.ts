import { createRoute } from '@hono/zod-openapi';
import { AuditPageSchema, AuditQuerySchema } from '@platform/core';
import { errorResponses, jsonResponse } from '../../platform/openapi.ts';

export const listAuditRoute = createRoute({
  method: 'get',
  path: '/api/admin/audit',
  tags: ['admin'],
  summary: 'Auditlog van beheeracties en documentinzage (superadmin)',
  request: { query: AuditQuerySchema },
  responses: { 200: jsonResponse(AuditPageSchema, 'Nieuwste eerst'), ...errorResponses(401, 403, 422) },
});
