import type { Database } from '../../db/client.ts';
import { type EventRow, insertEvents } from './analytics.queries.ts';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters at seven columns a row. */
const ROWS_PER_STATEMENT = 1000;

export interface EventWriter {
  /** Resolves once the rows are stored; rows of requests arriving meanwhile share one statement. */
  write(rows: EventRow[]): Promise<void>;
}

/**
 * Group commit: while one INSERT runs, the rows of every request that arrives meanwhile wait together and go in the
 * next one. Each request still answers only after its events are stored, but the database sees a few large
 * statements instead of one per request (PGlite runs one query at a time; ADR 039).
 */
export function createEventWriter(db: Database): EventWriter {
  let queue: EventRow[] = [];
  let waiting: Array<{ resolve(): void; reject(error: unknown): void }> = [];
  let draining = false;

  async function drain() {
    while (queue.length > 0) {
      const rows = queue;
      const waiters = waiting;
      queue = [];
      waiting = [];
      try {
        for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
          await insertEvents(db, rows.slice(start, start + ROWS_PER_STATEMENT));
        }
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    draining = false;
  }

  return {
    write(rows) {
      if (rows.length === 0) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        queue.push(...rows);
        waiting.push({ resolve, reject });
        if (!draining) {
          draining = true;
          // Let the requests of this turn of the event loop join the first statement too.
          setImmediate(() => void drain());
        }
      });
    },
  };
}
