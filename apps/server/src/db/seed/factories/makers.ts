import type { Database } from '../../client.ts';
import { communityMakers } from '../../schema/index.ts';

export type MakerInsert = typeof communityMakers.$inferInsert;

/** An insert-ready Community Maker for `userId`: an active Seed Maker in Utrecht, as applying makes one. */
export function buildMaker(overrides: Partial<MakerInsert> & Pick<MakerInsert, 'userId'>): MakerInsert {
  return {
    gemeente: 'Utrecht',
    specializations: ['educatie'],
    tier: 'seed',
    status: 'active',
    ...overrides,
  };
}

export async function insertMaker(db: Database, overrides: Partial<MakerInsert> & Pick<MakerInsert, 'userId'>) {
  const [row] = await db.insert(communityMakers).values(buildMaker(overrides)).returning();
  if (!row) throw new Error('maker niet aangemaakt');
  return row;
}
