import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './audit.routes.ts';
import * as audit from './audit.service.ts';

export const listAudit: Handler<typeof routes.listAuditRoute> = async (c) =>
  c.json(await audit.listAudit(serviceContext(c), c.req.valid('query').page), 200);
