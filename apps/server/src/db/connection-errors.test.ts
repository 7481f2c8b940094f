import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { handleError } from '../platform/error-handler.ts';
import { isConnectFailure, isConnectionError, isDatabaseConnectionError, markDatabaseError } from './connection-errors.ts';

/** The rules of ADR 019 on errors a driver raises; the PostgreSQL behaviour itself: *.postgres.test.ts. */
const pgError = (code: string, message = 'x') => Object.assign(new Error(message), { code });
const wrapped = (cause: Error) => new DrizzleQueryError('select 1', [], cause);

describe('connection errors', () => {
  it('tells a connection that never opened (safe to try any statement again) from one that broke', () => {
    for (const error of [pgError('ECONNREFUSED'), pgError('57P03'), new Error('timeout exceeded when trying to connect')]) {
      expect(isConnectFailure(error)).toBe(true);
      expect(isConnectFailure(wrapped(error))).toBe(true);
      expect(isConnectionError(wrapped(error))).toBe(true);
    }
    for (const error of [pgError('57P01'), pgError('ECONNRESET'), new Error('Connection terminated unexpectedly')]) {
      expect(isConnectFailure(wrapped(error))).toBe(false);
      expect(isConnectionError(wrapped(error))).toBe(true);
    }
    // A wrong query is not a connection problem.
    for (const error of [pgError('23505'), pgError('42P01'), new Error('boom')]) {
      expect(isConnectionError(wrapped(error))).toBe(false);
    }
  });

  it("counts a network error as the database's only when a database client raised it", () => {
    // An S3 upload or a webhook that loses its connection: not the database.
    expect(isDatabaseConnectionError(pgError('ECONNRESET'))).toBe(false);
    expect(isDatabaseConnectionError(new Error('fetch failed', { cause: pgError('ETIMEDOUT') }))).toBe(false);
    expect(isDatabaseConnectionError(wrapped(pgError('ECONNRESET')))).toBe(true);
    expect(isDatabaseConnectionError(markDatabaseError(pgError('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseConnectionError(new pg.DatabaseError('terminating connection', 0, 'error'))).toBe(false);
    expect(
      isDatabaseConnectionError(Object.assign(new pg.DatabaseError('terminating connection', 0, 'error'), { code: '57P01' })),
    ).toBe(true);
    expect(isDatabaseConnectionError(wrapped(pgError('42P01')))).toBe(false);
  });

  it('answers a request whose database is out of reach with 503 in Dutch and Retry-After, any other error with 500', async () => {
    const app = new Hono<AppEnv>();
    app.use('*', requestId());
    app.get('/weg', () => {
      throw wrapped(pgError('57P01', 'terminating connection due to administrator command'));
    });
    app.get('/fout', () => {
      throw wrapped(pgError('42P01'));
    });
    app.get('/opslag', () => {
      throw pgError('ECONNRESET', 'read ECONNRESET');
    });
    app.onError(handleError);
    const unavailable = await app.request('/weg');
    expect(unavailable.status).toBe(503);
    expect(unavailable.headers.get('retry-after')).toBe('5');
    expect(await unavailable.json()).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      message: 'De database is even niet bereikbaar. Probeer het over een paar seconden opnieuw.',
    });
    expect((await app.request('/fout')).status).toBe(500);
    // A network error from storage during the request is no database outage.
    const storage = await app.request('/opslag');
    expect(storage.status).toBe(500);
    expect(storage.headers.get('retry-after')).toBeNull();
  });
});
