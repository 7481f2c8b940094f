import { randomUUID } from 'node:crypto';
import { mkdtempSync, openAsBlob } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SignUpInput } from '@platform/core';
import { makeSignature } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import { type Config, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { mailMessages, profiles, userRoles, users } from '../db/schema/index.ts';
import { buildSignUp, givePlanToEveryPlace } from '../db/seed/factories.ts';
import { seed } from '../db/seed/index.ts';
import { createLogger } from '../platform/logger.ts';
import { createRuntime } from '../runtime.ts';
import { copyTemplateDatabase, dropDatabase } from './postgres-databases.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Path of the PGlite template tarball (`pglite-template.ts`); absent on PostgreSQL (DATABASE_URL). */
    pgliteTemplate?: string;
  }
}

/**
 * The migrated, seeded PGlite database the server project's global setup
 * (`pglite-template.ts`) dumped once for the run; undefined outside a vitest
 * worker (scripts) and on PostgreSQL, where each file migrates and seeds itself.
 */
async function pgliteTemplate(): Promise<Blob | undefined> {
  if (!process.env.VITEST_WORKER_ID) return undefined;
  const { inject } = await import('vitest');
  const file = inject('pgliteTemplate');
  // A file-backed Blob: PGlite reads the bytes once, without an in-memory copy made first.
  return file ? await openAsBlob(file) : undefined;
}

/** Where a test app's data lives on PostgreSQL; `database` is set when it is a per-file copy to drop afterwards. */
interface PostgresTarget {
  url: string;
  schema: string;
  database?: string;
}

/** The file's database on PostgreSQL: a copy of the run's template, or (outside vitest) a new schema to migrate. */
async function postgresDatabase(url: string): Promise<PostgresTarget> {
  const schema = `t_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
  const template = process.env.VITEST_WORKER_ID ? (await import('vitest')).inject('postgresTemplate') : undefined;
  if (!template) return { url, schema };
  return { ...(await copyTemplateDatabase(url, template, schema)), schema };
}

/**
 * A fresh app on a fresh database for one test file: PGlite in memory, or, when
 * DATABASE_URL is set (CI runs both), a database of its own on that server
 * copied from the run's template. `postgres` names the database and schema to
 * migrate and seed (the template's global setup).
 */
export async function createTestApp(
  env: Record<string, string> = {},
  options: { now?: () => Date; postgres?: { url: string; schema: string } } = {},
) {
  const serverUrl = process.env.DATABASE_URL;
  const target: PostgresTarget | undefined = options.postgres ?? (serverUrl ? await postgresDatabase(serverUrl) : undefined);
  const url = target?.url;
  const schema = target?.schema;
  const config: Config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'test-secret-that-is-long-enough-0123456789',
    PUBLIC_URL: TEST_ORIGIN,
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'platform-test-')),
    AUTH_RATE_LIMIT_MAX: '1000',
    BOOKING_RATE_LIMIT_MAX: '10000',
    BOOKING_RATE_LIMIT_EMAIL_MAX: '10000',
    // No server render unless a test asks for it (with the source entry, SSR_SOURCE_ENTRY): never a stale build (ADR 066).
    WEB_SSR_ENTRY: 'none',
    // Renders are checked for their content: a busy machine must not turn one into the shell.
    WEB_SSR_TIMEOUT_MS: '60000',
    ...(url ? { DATABASE_URL: url, DATABASE_SCHEMA: schema } : {}),
    ...env,
  });
  const logger = createLogger(config);
  const template = url ? undefined : await pgliteTemplate();
  const database = await openDatabase(
    url && schema ? { kind: 'postgres', url, schema, logger } : { kind: 'pglite', loadDataDir: template },
  );
  // With a template, migrating finds every migration applied and does nothing.
  const runtime = await createRuntime(config, { database, logger, now: options.now });
  const { app, db } = { app: runtime.app, db: database.db };
  // Reference data (tiers, guidelines, the directory); demo accounts stay out of tests. A template has it already.
  const copied = target?.database;
  if (!template && copied === undefined) {
    await seed({ auth: runtime.auth, db, logger: runtime.logger, demoAccounts: false });
    // Plans are enforced on module pages (ADR 058): seeded places in tests have every module unless a test says otherwise.
    await givePlanToEveryPlace(db);
  }

  /** An in-process request as a browser on our origin would send it. */
  function request(
    pathname: string,
    init: { method?: string; body?: unknown; cookie?: string; headers?: Record<string, string>; signal?: AbortSignal } = {},
  ) {
    const headers: Record<string, string> = { origin: TEST_ORIGIN, ...init.headers };
    if (init.cookie) headers.cookie = init.cookie;
    if (init.body !== undefined) headers['content-type'] = 'application/json';
    return app.request(pathname, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  }

  /**
   * Signs up through the API and returns a session cookie and the user id.
   * Sign-up opens no session (ADR 017); the session is made directly, as a
   * sign-in would (same hooks), to spare a second password hash per account.
   */
  async function signUp(overrides: Partial<SignUpInput> = {}, options: { emailVerified?: boolean } = {}) {
    const input = buildSignUp(overrides);
    const response = await request('/api/auth/sign-up/email', { body: input });
    if (response.status !== 200) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
    const body = (await response.json()) as { user: { id: string } };
    // An account confirms its address by the mailed link (ADR 060); tests start confirmed, as the person clicked
    // it, unless they are about an unconfirmed one. The link's mail is gone then, so mail counts stay as they were.
    if (options.emailVerified !== false) {
      await runtime.background.idle();
      await db.update(users).set({ emailVerified: true }).where(eq(users.id, body.user.id));
      await db
        .delete(mailMessages)
        .where(and(eq(mailMessages.kind, 'email_verification'), eq(mailMessages.to, input.email.toLowerCase())));
    }
    return { ...input, userId: body.user.id, cookie: await sessionFor(body.user.id) };
  }

  /** A signed session cookie for the user, as Better Auth sets it after sign-in. */
  async function sessionFor(userId: string): Promise<string> {
    const context = await runtime.auth.$context;
    const session = await context.internalAdapter.createSession(userId);
    const signed = `${session.token}.${await makeSignature(session.token, context.secret)}`;
    return `${context.authCookies.sessionToken.name}=${encodeURIComponent(signed)}`;
  }

  async function signIn(email: string, password: string) {
    const response = await request('/api/auth/sign-in/email', { body: { email, password } });
    return { response, cookie: sessionCookie(response) };
  }

  /** A signed-in account with a role (a newer user_roles row) and optionally verified. */
  async function userWithRole(role: 'superadmin' | 'admin' | 'user' | 'demo', options: { verified?: boolean } = {}) {
    const account = await signUp();
    await db.insert(userRoles).values({ userId: account.userId, role });
    if (options.verified) {
      await db
        .update(profiles)
        .set({ ageVerified: true, verificationStatus: 'verified', accountStatus: 'active', verifiedAt: new Date() })
        .where(eq(profiles.id, account.userId));
    }
    return account;
  }

  async function countUsers(): Promise<number> {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
    return row?.n ?? 0;
  }

  /** Runs the queued jobs (mail sends, sweeps) now, as the server's workers would. */
  function runJobs(options?: Parameters<typeof runtime.jobs.runDue>[0]) {
    return runtime.jobs.runDue(options);
  }

  async function close() {
    // Files share a worker (ADR 028): nothing of this file may still run when the next one starts.
    await runtime.background.idle();
    await runtime.jobs.stop();
    await runtime.realtime.close();
    if (url && schema && copied === undefined) {
      await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
      await db.execute(sql.raw(`DROP SCHEMA IF EXISTS "${runtime.jobs.schema}" CASCADE`));
    }
    await database.close();
    if (serverUrl && copied) await dropDatabase(serverUrl, copied);
  }

  return { ...runtime, db, schema, request, signUp, signIn, userWithRole, countUsers, runJobs, close };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/** The `name=value` pairs of a response's Set-Cookie headers, for the next request. */
export function sessionCookie(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0])
    .filter((pair): pair is string => Boolean(pair) && !pair?.endsWith('='))
    .join('; ');
}

/** A response body read as the type the test expects. */
export async function readJson<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}
