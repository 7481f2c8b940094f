import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { signInThrottles } from '../db/schema/index.ts';

/** Wrong passwords an account takes without delay. */
export const FREE_FAILURES = 5;
/** The first lock; each further wrong password doubles it, up to the cap. */
const FIRST_LOCK_SECONDS = 30;
const MAX_LOCK_SECONDS = 60 * 60;
/** A day without a wrong password starts the count afresh. */
const FORGET_AFTER_MS = 24 * 60 * 60 * 1000;

/** How long the account is locked after its n-th wrong password in a row: 0, then 30 s, 60 s, 120 s, … up to an hour. */
export function lockSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(FIRST_LOCK_SECONDS * 2 ** (failures - FREE_FAILURES), MAX_LOCK_SECONDS);
}

/** The key of an address as Better Auth compares it (lower case). */
export function throttleKey(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Sign-in limits per account, on top of Better Auth's limit per client
 * address: guesses spread over many addresses still lock the account for a
 * growing time (ADR 017). Counted per address typed, known or not, so a lock
 * tells nothing about whether an account exists. The count lives in the
 * database, so all server processes share it.
 */
export function createSignInThrottle(db: Database, now: () => Date) {
  return {
    /**
     * Counts a sign-in attempt before its password is checked and answers the
     * seconds the account is still locked (0: go ahead). Counting first, under
     * a row lock, means a burst of simultaneous guesses from many addresses
     * cannot all pass before the first failure is recorded: the attempt that
     * reaches the limit sets the lock for every one after it. The right
     * password clears the count again (`clear`).
     */
    async beginAttempt(email: string): Promise<number> {
      const key = throttleKey(email);
      const at = now();
      return db.transaction(async (tx) => {
        await tx.insert(signInThrottles).values({ key, failures: 0, lastFailureAt: at }).onConflictDoNothing();
        const [row] = await tx.select().from(signInThrottles).where(eq(signInThrottles.key, key)).for('update');
        if (!row) return 0;
        const left = (row.lockedUntil?.getTime() ?? 0) - at.getTime();
        if (left > 0) return Math.ceil(left / 1000);
        const forgotten = row.lastFailureAt.getTime() < at.getTime() - FORGET_AFTER_MS;
        const failures = (forgotten ? 0 : row.failures) + 1;
        const seconds = lockSeconds(failures);
        await tx
          .update(signInThrottles)
          .set({ failures, lastFailureAt: at, lockedUntil: seconds > 0 ? new Date(at.getTime() + seconds * 1000) : null })
          .where(eq(signInThrottles.key, key));
        return 0;
      });
    },

    /** The right password, or a reset through the mailed link, starts afresh. */
    async clear(email: string): Promise<void> {
      await db.delete(signInThrottles).where(eq(signInThrottles.key, throttleKey(email)));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
