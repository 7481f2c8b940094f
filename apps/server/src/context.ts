import type { Role } from '@platform/core';
import type { Context } from 'hono';
import type { ProfileRow } from './auth/profiles.ts';
import type { Database } from './db/client.ts';
import type { Logger } from './platform/logger.ts';
import type { Mailer } from './platform/mail.ts';
import type { Realtime } from './platform/realtime.ts';
import type { ShopCache } from './platform/shop-cache.ts';
import type { Storage } from './platform/storage.ts';

/** The signed-in person behind a request. */
export interface Actor {
  user: { id: string; email: string; name: string };
  sessionId: string;
  profile: ProfileRow;
  role: Role | null;
}

/**
 * What every service receives: the database (or the open transaction), the actor and the
 * platform's outside parts. The one way a service reaches mail, files, events or the public URL;
 * inside `withTransaction` the mailer queues in the same transaction as the change.
 */
export interface ServiceContext {
  db: Database;
  actor: Actor | null;
  logger: Logger;
  realtime: Realtime;
  mailer: Mailer;
  storage: Storage;
  /** The platform's public origin, for links in mails and calendar files. */
  publicUrl: string;
  /** Serialized public reads per shop (shop pages, screen feeds), dropped on every change of the shop. */
  shopCache: ShopCache;
}

/** The platform's parts shared by every request; `buildApp` puts them on each request's context. */
export type Services = Pick<ServiceContext, 'db' | 'realtime' | 'mailer' | 'storage' | 'publicUrl' | 'shopCache'>;

/** Hono's per-request variables. */
export interface AppEnv {
  Variables: {
    requestId: string;
    services: Services;
    actor: Actor | null;
    logger: Logger;
  };
}

/**
 * The service context of a request. `c.get` reads one variable; Hono's `c.var`
 * copies all of them into a new object on every access (hot on the screen feed).
 */
export function serviceContext(c: Pick<Context<AppEnv>, 'get'>): ServiceContext {
  return { ...c.get('services'), actor: c.get('actor'), logger: c.get('logger') };
}
