import { createServer, type Server } from 'node:http';
import { getRequestListener } from '@hono/node-server';
import { screenFeedFastPath } from './features/screens/index.ts';
import { securityHeaderValues } from './platform/security-headers.ts';
import type { Runtime } from './runtime.ts';

/** The Node HTTP server for the app: the screen-feed fast path in front of Hono (ADR 008). */
export async function createHttpServer({
  fetch,
  shopCache,
}: {
  fetch: Runtime['app']['fetch'];
  shopCache: Runtime['shopCache'];
}): Promise<Server> {
  return createServer(screenFeedFastPath(shopCache, await securityHeaderValues(), getRequestListener(fetch)));
}
