import { isIPv6 } from 'node:net';
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

/**
 * The key our own rate limits count under: the IPv4 address, or an IPv6 address's /64 prefix. One
 * subscriber usually gets a whole /64, so counting single IPv6 addresses would let anyone rotate through
 * 2^64 fresh buckets. (Better Auth does the same for sign-in limits with its `ipv6Subnet` default.)
 */
export function rateLimitKey(c: Context, trustProxy: boolean): string {
  return addressKey(clientAddress(c, trustProxy));
}

/** `addressKey('2001:db8:a:b:1:2:3:4')` is `2001:db8:a:b::/64`; IPv4 and IPv4-mapped IPv6 give the IPv4 address. */
export function addressKey(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = address.includes('::') ? [...headGroups, ...Array(missing).fill('0'), ...tailGroups] : headGroups;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
