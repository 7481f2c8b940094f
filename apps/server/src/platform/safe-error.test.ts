import { DrizzleQueryError } from 'drizzle-orm/errors';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../context.ts';
import { handleError } from './error-handler.ts';
import { createLogger } from './logger.ts';
import { safeError } from './safe-error.ts';

const SECRET_NAME = 'Sanne Geheim';
const SECRET_MAIL = 'sanne.geheim@voorbeeld.nl';

function failedQuery() {
  const cause = Object.assign(new Error(`invalid input syntax for type uuid: "${SECRET_MAIL}"`), {
    code: '22P02',
    detail: `Key (email)=(${SECRET_MAIL}) already exists.`,
  });
  return new DrizzleQueryError('update "users" set "name" = $1 where "email" = $2', [SECRET_NAME, SECRET_MAIL], cause);
}

describe('safe errors in the log', () => {
  it('keep the SQL text and codes but no parameters, quoted values or details', () => {
    const safe = safeError(failedQuery());
    const text = JSON.stringify(safe);
    expect(text).not.toContain(SECRET_NAME);
    expect(text).not.toContain(SECRET_MAIL);
    expect(safe.message).toBe('Failed query: update "users" set "name" = $1 where "email" = $2');
    expect(safe.cause).toMatchObject({ code: '22P02', message: 'invalid input syntax for type uuid: "…"' });
    expect(safe.stack).toMatch(/\n\s+at /);
  });

  it('are what the error handler logs for a 500', async () => {
    const lines: string[] = [];
    const logger = createLogger({ logLevel: 'error' }, { write: (line: string) => lines.push(line) });
    const app = new Hono<AppEnv>();
    app.use('*', async (c, next) => {
      c.set('logger', logger);
      c.set('requestId', 'test');
      await next();
    });
    app.get('/boom', () => {
      throw failedQuery();
    });
    app.onError(handleError);
    const response = await app.request('/boom');
    expect(response.status).toBe(500);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain('Failed query');
    expect(lines[0]).not.toContain(SECRET_NAME);
    expect(lines[0]).not.toContain(SECRET_MAIL);
  });
});
