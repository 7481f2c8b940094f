import { and, eq, like, ne } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { verifications } from '../db/schema/index.ts';

/** Better Auth stores a reset token as the verification row `reset-password:<token>` whose value is the user id. */
const RESET_PREFIX = 'reset-password:';

/**
 * Ends a user's reset links: all of them after a reset, all but the newest
 * when a new one is issued. Only the last link mailed works, so a link left
 * in an old mail (or read by someone else) is worthless.
 */
export async function endResetTokens(db: Database, userId: string, keepToken?: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(
        eq(verifications.value, userId),
        like(verifications.identifier, `${RESET_PREFIX}%`),
        keepToken === undefined ? undefined : ne(verifications.identifier, `${RESET_PREFIX}${keepToken}`),
      ),
    );
}
