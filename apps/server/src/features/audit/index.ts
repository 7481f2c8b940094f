import { createRouter } from '../../platform/openapi.ts';
import * as h from './audit.handlers.ts';
import * as r from './audit.routes.ts';

export { type AuditEvent, recordAudit } from '../../platform/audit-log.ts';

export function auditRouter() {
  return createRouter().openapi(r.listAuditRoute, h.listAudit);
}
