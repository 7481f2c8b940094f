import { Hono } from 'hono';
import type { Auth } from '../../auth/auth.ts';
import type { AppEnv } from '../../context.ts';
import * as h from './auth.handlers.ts';

/** Better Auth's endpoints; `trustProxy` decides which client address its rate limits see. */
export function authRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono<AppEnv>().on(['GET', 'POST'], '/api/auth/*', h.betterAuthProxy(auth, trustProxy));
}
