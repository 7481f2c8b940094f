import type { Database } from '../../client.ts';
import { contentPosts, events } from '../../schema/index.ts';

export type PostInsert = typeof contentPosts.$inferInsert;
export type EventInsert = typeof events.$inferInsert;

/** An insert-ready platform post (already sanitised HTML): a published news item unless overridden. */
export function buildPost(overrides: Partial<PostInsert> & Pick<PostInsert, 'slug' | 'title'>): PostInsert {
  return {
    kind: 'news',
    brand: 'cannabis',
    summary: '',
    body: '<p>Een bericht van de redactie.</p>',
    publishAt: new Date(),
    authorName: 'Redactie Kaartwijs',
    ...overrides,
  };
}

export async function insertPost(db: Database, overrides: Partial<PostInsert> & Pick<PostInsert, 'slug' | 'title'>) {
  const [row] = await db.insert(contentPosts).values(buildPost(overrides)).returning();
  if (!row) throw new Error('bericht niet aangemaakt');
  return row;
}

/** An insert-ready platform event: two hours, fifty places, a week from now unless overridden. */
export function buildEvent(overrides: Partial<EventInsert> & Pick<EventInsert, 'title'>): EventInsert {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  return {
    ownerKind: 'platform',
    ownerId: null,
    description: 'Een bijeenkomst van het platform.',
    location: 'Online',
    startsAt,
    endsAt: new Date(startsAt.getTime() + 2 * 3_600_000),
    capacity: 50,
    ...overrides,
  };
}

export async function insertEvent(db: Database, overrides: Partial<EventInsert> & Pick<EventInsert, 'title'>) {
  const [row] = await db.insert(events).values(buildEvent(overrides)).returning();
  if (!row) throw new Error('evenement niet aangemaakt');
  return row;
}
