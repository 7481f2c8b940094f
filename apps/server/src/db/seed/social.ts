import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { coffeeshops, socialPosts, users, venues } from '../schema/index.ts';
import { insertSocialPost } from './factories.ts';

/** A day from now at a Dutch local hour (winter time is close enough for demo data). */
function daysAhead(days: number, hour: number) {
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(hour - 1, 0, 0, 0);
  return at;
}

/**
 * Demo posts for the social manager (issue 20): the demo owner's Amsterdam venue gets a planned week of
 * posts, its coffeeshop neutral information and a draft the law check would block. Once only.
 */
export async function seedSocialPosts(db: Database) {
  const owner = await db.query.users.findFirst({ where: eq(users.email, 'gebruiker@demo.nl') });
  if (!owner) return;
  const venue = await db.query.venues.findFirst({ where: eq(venues.ownerId, owner.id), orderBy: asc(venues.name) });
  const shop = await db.query.coffeeshops.findFirst({ where: eq(coffeeshops.ownerId, owner.id), orderBy: asc(coffeeshops.name) });
  if (venue) {
    const [existing] = await db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(and(eq(socialPosts.placeKind, 'venue'), eq(socialPosts.placeId, venue.id)));
    if (!existing) {
      const base = { placeKind: 'venue' as const, placeId: venue.id, authorId: owner.id };
      const approved = { status: 'scheduled' as const, approvedBy: owner.id, approvedAt: new Date() };
      await insertSocialPost(db, {
        ...base,
        ...approved,
        text: `Deze vrijdag live jazz bij ${venue.name}, vanaf 20:30. Reserveer op tijd een tafel! 🎷`,
        networks: ['facebook', 'linkedin'],
        scheduledAt: daysAhead(1, 10),
      });
      await insertSocialPost(db, {
        ...base,
        ...approved,
        text: 'Nieuw op de kaart: stoofpotje van Hollandse runderwang met zuurkool en mosterdjus. Eet smakelijk!',
        networks: ['facebook', 'x'],
        scheduledAt: daysAhead(3, 12),
      });
      await insertSocialPost(db, {
        ...base,
        text: 'Zondagbrunch is terug: elke zondag van 10:00 tot 14:00, met verse croissants en huisgemaakte jam.',
        networks: ['facebook'],
        scheduledAt: daysAhead(5, 9),
      });
    }
  }
  if (shop) {
    const [existing] = await db
      .select({ id: socialPosts.id })
      .from(socialPosts)
      .where(and(eq(socialPosts.placeKind, 'coffeeshop'), eq(socialPosts.placeId, shop.id)));
    if (!existing) {
      const base = { placeKind: 'coffeeshop' as const, placeId: shop.id, authorId: owner.id };
      await insertSocialPost(db, {
        ...base,
        status: 'scheduled',
        approvedBy: owner.id,
        approvedAt: new Date(),
        text: 'Let op: met Koningsdag zijn we geopend van 12:00 tot 20:00. Legitimatie blijft verplicht, ook voor bekende gezichten.',
        networks: ['facebook', 'linkedin'],
        scheduledAt: daysAhead(2, 11),
      });
      await insertSocialPost(db, {
        ...base,
        text: 'Wist je dat je in onze zaak altijd een ID moet tonen? Zo houden we het veilig voor iedereen.',
        networks: ['x'],
        scheduledAt: daysAhead(4, 15),
      });
    }
  }
}
