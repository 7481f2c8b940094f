import type { Database } from '../../db/client.ts';
import type { Logger } from '../../platform/logger.ts';
import { type EventRow, insertEvents } from './analytics.queries.ts';

/** Rows per INSERT statement: well under PostgreSQL's 65,535 bind parameters at seven columns a row. */
const ROWS_PER_STATEMENT = 1000;

export interface EventWriterOptions {
  /** Longest time an event waits in memory before it is written. */
  flushMs: number;
  /** A buffer this full is written at once, without waiting for the timer. */
  maxRows: number;
}

export const DEFAULT_WRITER_OPTIONS: EventWriterOptions = { flushMs: 250, maxRows: 2000 };

export interface EventWriter {
  /** Takes the rows into the buffer; they are written within `flushMs` (or sooner when the buffer fills). */
  add(rows: EventRow[]): void;
  /** Writes everything buffered so far; resolves once it (and every earlier write) is stored. */
  flush(): Promise<void>;
}

/**
 * The ingest's write buffer (ADR 061, superseding ADR 039's group commit): a request's events go into memory and the
 * request is answered at once; every `flushMs`, or when `maxRows` have piled up, one multi-row INSERT writes them.
 * The database sees a few statements a second however many requests arrive, and no request waits for it. A graceful
 * stop flushes the buffer (main.ts); a hard kill loses at most the last `flushMs` of events, which analytics accepts.
 */
export function createEventWriter(
  db: Database,
  logger: Logger,
  options: EventWriterOptions = DEFAULT_WRITER_OPTIONS,
): EventWriter {
  let buffer: EventRow[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let writing: Promise<void> = Promise.resolve();

  function flush(): Promise<void> {
    clearTimeout(timer);
    timer = undefined;
    const rows = buffer;
    buffer = [];
    if (rows.length > 0) {
      writing = writing.then(async () => {
        try {
          for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
            await insertEvents(db, rows.slice(start, start + ROWS_PER_STATEMENT));
          }
        } catch (error) {
          // Best effort: the requests were answered already; the loss is logged, the next batch tries afresh.
          logger.error({ err: error, events: rows.length }, 'analytics-gebeurtenissen niet opgeslagen');
        }
      });
    }
    return writing;
  }

  return {
    add(rows) {
      if (rows.length === 0) return;
      for (const row of rows) buffer.push(row);
      if (buffer.length >= options.maxRows) void flush();
      else if (!timer) {
        timer = setTimeout(() => void flush(), options.flushMs);
        // A waiting batch does not keep a stopping process alive; the shutdown flushes it explicitly.
        timer.unref();
      }
    },
    flush,
  };
}

/** One writer per database, shared by every router on it, so the reports and the shutdown can flush it. */
const writers = new WeakMap<Database, EventWriter>();

export function eventWriterFor(db: Database, logger: Logger, options?: EventWriterOptions): EventWriter {
  let writer = writers.get(db);
  if (!writer) {
    writer = createEventWriter(db, logger, options);
    writers.set(db, writer);
  }
  return writer;
}

/** Writes the events still buffered for this database (before a report reads them, and on shutdown). */
export async function flushAnalyticsEvents(db: Database): Promise<void> {
  await writers.get(db)?.flush();
}
