import type { Logger } from './logger.ts';

/**
 * Work that runs after the answer has gone out (Better Auth's
 * `advanced.backgroundTasks`): mail about an account is sent after the
 * response, so the answer takes as long whether the address is known or not
 * (ADR 017). `idle()` waits for what is still running: shutdown calls it
 * before the database closes, tests before they read the outbox.
 */
export interface BackgroundTasks {
  run(task: Promise<unknown>): void;
  idle(): Promise<void>;
}

export function createBackgroundTasks(logger: Logger): BackgroundTasks {
  const pending = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked: Promise<unknown> = task
        .catch((error: unknown) => logger.error({ err: error }, 'achtergrondtaak mislukt'))
        .finally(() => pending.delete(tracked));
      pending.add(tracked);
    },
    async idle() {
      // A task may start another one; wait until none is left.
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
  };
}
