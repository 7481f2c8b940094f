import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshopManagers, coffeeshops, reportMailSubscriptions, users, venueManagers, venues } from '../../db/schema/index.ts';

export function selectSubscription(db: Database, userId: string) {
  return db.select().from(reportMailSubscriptions).where(eq(reportMailSubscriptions.userId, userId));
}

/** Opts in; an existing opt-in keeps its token (the links in earlier mails stay valid). */
export async function insertSubscription(db: Database, userId: string, token: string) {
  await db.insert(reportMailSubscriptions).values({ userId, unsubscribeToken: token }).onConflictDoNothing();
}

export async function deleteSubscription(db: Database, userId: string) {
  await db.delete(reportMailSubscriptions).where(eq(reportMailSubscriptions.userId, userId));
}

export async function deleteSubscriptionByToken(db: Database, token: string) {
  return db
    .delete(reportMailSubscriptions)
    .where(eq(reportMailSubscriptions.unsubscribeToken, token))
    .returning({ userId: reportMailSubscriptions.userId });
}

/** The opt-ins whose mail of the week starting `monday` has not gone out, with the address to send to. */
export function selectDueSubscriptions(db: Database, monday: string) {
  return db
    .select({
      userId: reportMailSubscriptions.userId,
      token: reportMailSubscriptions.unsubscribeToken,
      email: users.email,
      name: users.name,
      firstName: users.firstName,
    })
    .from(reportMailSubscriptions)
    .innerJoin(users, eq(users.id, reportMailSubscriptions.userId))
    .where(or(isNull(reportMailSubscriptions.lastSentWeek), lt(reportMailSubscriptions.lastSentWeek, monday)));
}

/** Marks the week sent, only if it still is not: two runs at once send one mail. True when this run claimed it. */
export async function claimWeek(db: Database, userId: string, monday: string): Promise<boolean> {
  const claimed = await db
    .update(reportMailSubscriptions)
    .set({ lastSentWeek: monday })
    .where(
      and(
        eq(reportMailSubscriptions.userId, userId),
        or(isNull(reportMailSubscriptions.lastSentWeek), lt(reportMailSubscriptions.lastSentWeek, monday)),
      ),
    )
    .returning({ userId: reportMailSubscriptions.userId });
  return claimed.length > 0;
}

const place = (table: typeof coffeeshops | typeof venues) => ({
  id: table.id,
  name: table.name,
  plaatsSlug: table.plaatsSlug,
  slug: table.slug,
});

/** The active places whose reports the user may read: owned, or managed with the details right (ADR 030). */
export async function selectReportPlaces(db: Database, userId: string) {
  const details = sql`'details' = any(permissions)`;
  const [shops, places] = await Promise.all([
    db
      .select(place(coffeeshops))
      .from(coffeeshops)
      .where(
        and(
          eq(coffeeshops.active, true),
          or(
            eq(coffeeshops.ownerId, userId),
            sql`${coffeeshops.id} in (select coffeeshop_id from ${coffeeshopManagers} where user_id = ${userId} and ${details})`,
          ),
        ),
      )
      .orderBy(coffeeshops.name),
    db
      .select(place(venues))
      .from(venues)
      .where(
        and(
          eq(venues.active, true),
          or(
            eq(venues.ownerId, userId),
            sql`${venues.id} in (select venue_id from ${venueManagers} where user_id = ${userId} and ${details})`,
          ),
        ),
      )
      .orderBy(venues.name),
  ]);
  return [
    ...shops.map((row) => ({ kind: 'coffeeshop' as const, ...row })),
    ...places.map((row) => ({ kind: 'venue' as const, ...row })),
  ];
}
