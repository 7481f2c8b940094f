import { count, desc, ilike } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { mailMessages } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

export async function selectMailPage(db: Database, opts: { to?: string; limit: number; offset: number }) {
  const where = opts.to ? ilike(mailMessages.to, containsPattern(opts.to)) : undefined;
  const [rows, totals] = await Promise.all([
    db.select().from(mailMessages).where(where).orderBy(desc(mailMessages.createdAt)).limit(opts.limit).offset(opts.offset),
    db.select({ total: count() }).from(mailMessages).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}
