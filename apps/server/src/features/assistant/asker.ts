import { createHash, randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../context.ts';
import type { ThreadRow } from './threads.queries.ts';

/** The cookie that ties an anonymous visitor to their threads for 24 hours. */
export const VISITOR_COOKIE = 'assistant_visitor';
export const VISITOR_HOURS = 24;

/** Who asks: a signed-in person, or an anonymous visitor known by a cookie (stored only as its hash). */
export type Asker =
  | { kind: 'user'; userId: string }
  | {
      kind: 'visitor';
      visitorKey: string;
      /** A Set-Cookie header value when this visitor got a new cookie with this answer. */
      setCookie: string | null;
    };

const hash = (token: string) => createHash('sha256').update(token).digest('hex');

export function askerOf(c: Context<AppEnv>, options: { create: boolean; secure: boolean }): Asker | null {
  const actor = c.get('actor');
  if (actor) return { kind: 'user', userId: actor.user.id };
  const token = getCookie(c, VISITOR_COOKIE);
  if (token && /^[A-Za-z0-9_-]{43}$/.test(token)) return { kind: 'visitor', visitorKey: hash(token), setCookie: null };
  if (!options.create) return null;
  const fresh = randomBytes(32).toString('base64url');
  const attributes = `Path=/api; HttpOnly; SameSite=Lax; Max-Age=${VISITOR_HOURS * 3600}${options.secure ? '; Secure' : ''}`;
  return { kind: 'visitor', visitorKey: hash(fresh), setCookie: `${VISITOR_COOKIE}=${fresh}; ${attributes}` };
}

export function owns(thread: ThreadRow, asker: Asker | null): boolean {
  if (!asker) return false;
  return asker.kind === 'user'
    ? thread.userId === asker.userId
    : thread.userId === null && thread.visitorKey === asker.visitorKey;
}
