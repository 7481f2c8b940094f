import type { RouteHandler } from '@hono/zod-openapi';
import { type AppEnv, serviceContext } from '../../context.ts';
import type { getMeRoute } from './accounts.routes.ts';
import { getMe } from './accounts.service.ts';

export const getMeHandler: RouteHandler<typeof getMeRoute, AppEnv> = (c) => c.json(getMe(serviceContext(c)), 200);
