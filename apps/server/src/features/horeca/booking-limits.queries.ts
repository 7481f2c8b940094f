import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { rateLimits } from '../../db/schema/index.ts';

/**
 * Counts one hit on `key` in a fixed window, atomically in the database (the
 * `rate_limits` table Better Auth also uses, under our own key prefix), so the
 * limit holds across processes. Returns the count in the current window.
 */
export async function countHit(db: Database, key: string, windowSeconds: number, now: number): Promise<number> {
  const windowStart = now - windowSeconds * 1000;
  const expired = sql`${rateLimits.lastRequest} < ${windowStart}`;
  const [row] = await db
    .insert(rateLimits)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: sql`case when ${expired} then ${now}::bigint else ${rateLimits.lastRequest} end`,
      },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 1;
}
