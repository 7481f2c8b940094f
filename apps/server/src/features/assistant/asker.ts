import { createHash, randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@platform/core';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { AppEnv } from '../../context.ts';
import { AppError } from '../../platform/errors.ts';
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

export const VISITOR_MISSING =
  'De assistent heeft een cookie nodig om je gesprek bij te houden. Sta cookies toe voor deze site en probeer het opnieuw.';

/** An anonymous question without the visitor cookie (401, nothing stored): the panel gets one and asks again. */
export class VisitorMissingError extends AppError {
  constructor() {
    super(401, ERROR_CODES.assistantVisitorMissing, VISITOR_MISSING);
  }
}

/**
 * The asker of a panel question: a signed-in person, or a visitor with the cookie they already hold.
 * Never a new visitor: a thread stored under a cookie that only this answer would set is lost when
 * the person stops before the answer arrives (the browser never sees the cookie, ADR 081).
 */
export function knownAskerOf(c: Context<AppEnv>): Asker {
  const asker = askerOf(c, { create: false, secure: false });
  if (!asker) throw new VisitorMissingError();
  return asker;
}

export function owns(thread: ThreadRow, asker: Asker | null): boolean {
  if (!asker) return false;
  return asker.kind === 'user'
    ? thread.userId === asker.userId
    : thread.userId === null && thread.visitorKey === asker.visitorKey;
}
