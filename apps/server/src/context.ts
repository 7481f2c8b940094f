import type { Role } from '@platform/core';
import type { Context } from 'hono';
import type { ProfileRow } from './auth/profiles.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './platform/logger.ts';
import type { Realtime } from './platform/realtime.ts';

/** The signed-in person behind a request. */
export interface Actor {
  user: { id: string; email: string; name: string };
  sessionId: string;
  profile: ProfileRow;
  role: Role | null;
}

/** What every service receives: the database (or the open transaction) and the actor. */
export interface ServiceContext {
  db: Database;
  actor: Actor | null;
  logger: Logger;
  realtime: Realtime;
}

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    db: Database;
    realtime: Realtime;
    actor: Actor | null;
    logger: Logger;
  };
}

/**
 * The service context of a request. `c.get` reads one variable; Hono's `c.var`
 * copies all of them into a new object on every access (hot on the screen feed).
 */
export function serviceContext(c: Pick<Context<AppEnv>, 'get'>): ServiceContext {
  return { db: c.get('db'), actor: c.get('actor'), logger: c.get('logger'), realtime: c.get('realtime') };
}
