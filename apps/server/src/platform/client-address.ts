import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The caller's address, for rate limits: the socket's, or behind a trusted
 * proxy (TRUST_PROXY) the last X-Forwarded-For entry, the one that proxy
 * added. Entries before it are whatever the client sent, so taking the first
 * would let anyone pick a fresh address per request.
 */
export function clientAddress(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? '127.0.0.1';
  } catch {
    // In-process requests (tests) have no socket.
    return '127.0.0.1';
  }
}
