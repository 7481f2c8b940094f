import type { RouteHandler } from '@hono/zod-openapi';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { listOutboxRoute } from './admin.routes.ts';
import { listOutbox } from './admin.service.ts';

export const listOutboxHandler: RouteHandler<typeof listOutboxRoute, AppEnv> = async (c) =>
  c.json(await listOutbox(serviceContext(c), c.req.valid('query')), 200);
