import type { Database } from '../../client.ts';
import { socialPosts } from '../../schema/index.ts';

export type SocialPostInsert = typeof socialPosts.$inferInsert;

/** An insert-ready draft for Facebook at a place, planned two days ahead. */
export function buildSocialPost(
  overrides: Partial<SocialPostInsert> & Pick<SocialPostInsert, 'placeKind' | 'placeId'>,
): SocialPostInsert {
  return {
    text: 'Deze week zijn we open van 10:00 tot 23:00. Tot ziens!',
    networks: ['facebook'],
    scheduledAt: new Date(Date.now() + 2 * 86_400_000),
    status: 'draft',
    ...overrides,
  };
}

export async function insertSocialPost(
  db: Database,
  overrides: Partial<SocialPostInsert> & Pick<SocialPostInsert, 'placeKind' | 'placeId'>,
) {
  const [row] = await db.insert(socialPosts).values(buildSocialPost(overrides)).returning();
  if (!row) throw new Error('bericht niet aangemaakt');
  return row;
}
