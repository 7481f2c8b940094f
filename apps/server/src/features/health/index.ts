import { sql } from 'drizzle-orm';
import { createRouter } from '../../platform/openapi.ts';
import { getHealthRoute } from './health.routes.ts';

export function healthRouter(kind: 'pglite' | 'postgres') {
  return createRouter().openapi(getHealthRoute, async (c) => {
    try {
      await c.get('services').db.execute(sql`select 1`);
      return c.json({ status: 'ok' as const, database: kind }, 200);
    } catch (error) {
      c.get('logger').error({ err: error }, 'health check: database unreachable');
      return c.json({ status: 'error' as const, database: kind }, 503);
    }
  });
}
