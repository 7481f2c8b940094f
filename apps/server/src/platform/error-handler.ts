import { ERROR_CODES } from '@platform/core';
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { AppEnv } from '../context.ts';
import { isDatabaseConnectionError } from '../db/connection-errors.ts';
import { AppError, DatabaseUnavailableError, TooManyRequestsError } from './errors.ts';

/** Seconds a client should wait before trying again when the database is out of reach. */
const RETRY_AFTER_S = '5';

const INTERNAL_MESSAGE = 'Er ging iets mis op de server. Probeer het later opnieuw.';

/** The one mapper from thrown errors to `{ code, message, issues?, requestId }`. Only 5xx are logged as errors. */
export function handleError(error: Error, c: Context<AppEnv>): Response {
  const requestId = c.get('requestId') ?? 'onbekend';
  if (error instanceof AppError) {
    if (error instanceof TooManyRequestsError && error.retryAfterSeconds !== undefined) {
      c.header('Retry-After', String(error.retryAfterSeconds));
    }
    return c.json(
      { code: error.code, message: error.message, ...(error.issues ? { issues: error.issues } : {}), requestId },
      error.status,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    // Hono's own middleware (malformed input) throws these.
    return c.json({ code: ERROR_CODES.validation, message: 'Ongeldig verzoek.', requestId }, error.status);
  }
  if (isDatabaseConnectionError(error)) {
    // Not a bug: the database restarted or failed over. The pool reconnects; the client tries again.
    c.get('logger')?.warn({ err: error, requestId }, 'database onbereikbaar tijdens verzoek');
    const unavailable = new DatabaseUnavailableError();
    c.header('Retry-After', RETRY_AFTER_S);
    return c.json({ code: unavailable.code, message: unavailable.message, requestId }, 503);
  }
  // The logger's `err` serializer keeps the request's values out (safe-error.ts, ADR 018).
  c.get('logger')?.error({ err: error, requestId }, 'unhandled error');
  return c.json({ code: ERROR_CODES.internal, message: INTERNAL_MESSAGE, requestId }, 500);
}
