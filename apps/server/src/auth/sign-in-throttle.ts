import { eq, sql } from 'drizzle-orm';
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
    /** Seconds until the account may try again, or 0. */
    async secondsLocked(email: string): Promise<number> {
      const [row] = await db
        .select({ lockedUntil: signInThrottles.lockedUntil })
        .from(signInThrottles)
        .where(eq(signInThrottles.key, throttleKey(email)));
      const left = (row?.lockedUntil?.getTime() ?? 0) - now().getTime();
      return left > 0 ? Math.ceil(left / 1000) : 0;
    },

    /** Counts a wrong password in one statement (concurrent servers add up) and locks when the count calls for it. */
    async recordFailure(email: string): Promise<void> {
      const at = now();
      const forgetBefore = new Date(at.getTime() - FORGET_AFTER_MS).toISOString();
      const [row] = await db
        .insert(signInThrottles)
        .values({ key: throttleKey(email), failures: 1, lastFailureAt: at })
        .onConflictDoUpdate({
          target: signInThrottles.key,
          set: {
            failures: sql`case when ${signInThrottles.lastFailureAt} < ${forgetBefore}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`,
            lastFailureAt: at,
          },
        })
        .returning({ failures: signInThrottles.failures });
      const seconds = lockSeconds(row?.failures ?? 0);
      if (seconds > 0) {
        await db
          .update(signInThrottles)
          .set({ lockedUntil: new Date(at.getTime() + seconds * 1000) })
          .where(eq(signInThrottles.key, throttleKey(email)));
      }
    },

    /** The right password, or a reset through the mailed link, starts afresh. */
    async clear(email: string): Promise<void> {
      await db.delete(signInThrottles).where(eq(signInThrottles.key, throttleKey(email)));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
