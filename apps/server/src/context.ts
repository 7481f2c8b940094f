import type { Role } from '@platform/core';
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

/** The service context of a request. */
export function serviceContext(c: { var: AppEnv['Variables'] }): ServiceContext {
  return { db: c.var.db, actor: c.var.actor, logger: c.var.logger, realtime: c.var.realtime };
}
