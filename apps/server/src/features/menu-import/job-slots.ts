/*
 * The cap on menu reads running at once in this process (ADR 060): OCR and PDF rendering use a core and a few hundred
 * MB each, so a burst of uploads queues instead of starving the server. Jobs wait in the queue (status `queued`,
 * "in de wachtrij" on screen) and the quick /parse path takes a slot too. First come, first served.
 */

export const DEFAULT_MAX_MENU_READS = 2;

type Waiter = { start: () => void; signal?: AbortSignal; onAbort?: () => void };

let max = DEFAULT_MAX_MENU_READS;
let active = 0;
const waiting: Waiter[] = [];

/** Sets how many reads may run at once (MENU_IMPORT_MAX_JOBS); a higher number starts waiting reads at once. */
export function setMaxMenuReads(limit: number): void {
  max = Math.max(1, Math.floor(limit));
  startWaiting();
}

/** Reads running and waiting now (tests, progress). */
export function menuReadSlots(): { active: number; waiting: number; max: number } {
  return { active, waiting: waiting.length, max };
}

function startWaiting(): void {
  while (active < max && waiting.length > 0) {
    const next = waiting.shift() as Waiter;
    if (next.onAbort) next.signal?.removeEventListener('abort', next.onAbort);
    active += 1;
    next.start();
  }
}

function release(): void {
  active -= 1;
  startWaiting();
}

/**
 * Waits for a free slot and returns its release (call it once, in `finally`). A cancel while waiting leaves the
 * queue at once and rejects with the signal's reason.
 */
export function acquireMenuRead(signal?: AbortSignal): Promise<() => void> {
  if (signal?.aborted) return Promise.reject(signal.reason);
  let released = false;
  const once = () => {
    if (released) return;
    released = true;
    release();
  };
  if (active < max && waiting.length === 0) {
    active += 1;
    return Promise.resolve(once);
  }
  return new Promise((resolve, reject) => {
    const waiter: Waiter = { start: () => resolve(once), signal };
    if (signal) {
      waiter.onAbort = () => {
        const at = waiting.indexOf(waiter);
        if (at >= 0) waiting.splice(at, 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', waiter.onAbort, { once: true });
    }
    waiting.push(waiter);
  });
}

/** Runs `read` in a slot. */
export async function withMenuRead<T>(read: () => Promise<T>, signal?: AbortSignal): Promise<T> {
  const done = await acquireMenuRead(signal);
  try {
    return await read();
  } finally {
    done();
  }
}
