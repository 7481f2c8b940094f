import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './health.routes.ts';
import { databaseReachable } from './health.service.ts';

/** The database kind is the one tuning the router gets: the answer names it. */
export const getHealth =
  (kind: 'pglite' | 'postgres'): Handler<typeof routes.getHealthRoute> =>
  async (c) =>
    (await databaseReachable(serviceContext(c)))
      ? c.json({ status: 'ok' as const, database: kind }, 200)
      : c.json({ status: 'error' as const, database: kind }, 503);
