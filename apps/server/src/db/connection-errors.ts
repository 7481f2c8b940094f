/**
 * Which database errors mean "the connection is gone" rather than "the query
 * is wrong", and which of those mean the statement never reached the server
 * (ADR 019). Drizzle wraps driver errors (`DrizzleQueryError.cause`), so the
 * whole cause chain is searched.
 */
import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';

/** A connection could not be made: nothing was sent, any statement may be tried again. */
const CONNECT_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  // cannot_connect_now: the server is starting up or shutting down.
  '57P03',
  // connection_exception class, raised while establishing a connection.
  '08001',
  '08004',
]);

const CONNECT_MESSAGES = ['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout'];

/** The connection broke during or after the statement: its fate is unknown unless it only read. */
const LOST_CODES = new Set([
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  // admin_shutdown (pg_terminate_backend, server restart), crash_shutdown.
  '57P01',
  '57P02',
  '08000',
  '08003',
  '08006',
]);

const LOST_MESSAGES = [
  'Connection terminated unexpectedly',
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function* causes(error: unknown): Generator<{ code?: unknown; message?: unknown }> {
  let current = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth++) {
    yield current as { code?: unknown; message?: unknown };
    current = (current as { cause?: unknown }).cause;
  }
}

/** No connection could be opened: the statement was never sent. */
export function isConnectFailure(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string' && CONNECT_CODES.has(cause.code)) return true;
    if (typeof cause.message === 'string' && CONNECT_MESSAGES.some((text) => cause.message === text)) return true;
  }
  return false;
}

/** The database is out of reach: a connection failed to open or broke. */
export function isConnectionError(error: unknown): boolean {
  if (isConnectFailure(error)) return true;
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string' && LOST_CODES.has(cause.code)) return true;
    if (typeof cause.message === 'string' && LOST_MESSAGES.some((text) => (cause.message as string).startsWith(text)))
      return true;
  }
  return false;
}

/** Set on an error a database client of this process raised (ResilientPool, the job queue). */
const FROM_DATABASE = Symbol('fromDatabase');

/** Tags an error as raised by a database client, so `isDatabaseConnectionError` may answer it. Returns it. */
export function markDatabaseError<T>(error: T): T {
  if (error && typeof error === 'object') Object.defineProperty(error, FROM_DATABASE, { value: true });
  return error;
}

function fromDatabase(error: unknown): boolean {
  for (const cause of causes(error)) {
    if (cause instanceof DrizzleQueryError || cause instanceof pg.DatabaseError) return true;
    if ((cause as { [FROM_DATABASE]?: unknown })[FROM_DATABASE] === true) return true;
  }
  return false;
}

/**
 * The database is out of reach, and the error came from a database client:
 * a Drizzle query, a PostgreSQL error, or one tagged by `markDatabaseError`.
 * A network error from elsewhere (an S3 upload's ECONNRESET) is not the database's.
 */
export function isDatabaseConnectionError(error: unknown): boolean {
  return fromDatabase(error) && isConnectionError(error);
}

/** A short name for the log and the start message: the error code, or the message. */
export function connectionErrorReason(error: unknown): string {
  for (const cause of causes(error)) {
    if (typeof cause.code === 'string') return cause.code;
  }
  return error instanceof Error ? error.message : String(error);
}
