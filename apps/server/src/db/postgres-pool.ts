import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import type { Logger } from '../platform/logger.ts';
import { connectionErrorReason, isConnectFailure, isConnectionError, markDatabaseError } from './connection-errors.ts';

/** How long a query waits for the database to come back before it fails (503). */
const QUERY_RETRY_MS = 5_000;
const FIRST_DELAY_MS = 100;
const MAX_DELAY_MS = 1_000;

/** Where PostgreSQL is, for messages: host and port from the URL. */
export function postgresAddress(url: string): string {
  try {
    const parsed = new URL(url);
    return `${parsed.hostname || 'localhost'}:${parsed.port || '5432'}`;
  } catch {
    return 'onbekend adres';
  }
}

/** How long opening the LISTEN connection may take before it counts as failed (and is tried again). */
export const LISTEN_CONNECT_TIMEOUT_MS = 10_000;

/** Which of the process's connections: the query pool, the LISTEN connection, the job queue's pool. */
export type ConnectionRole = 'pool' | 'listen' | 'jobs';

/** The `application_name` of a connection of this process: `platform_<schema>`, with `_listen` or `_jobs` after it. */
export function postgresApplicationName(schema: string | undefined, role: ConnectionRole): string {
  const name = schema ? `platform_${schema}` : 'platform';
  return role === 'pool' ? name : `${name}_${role}`;
}

/**
 * The connection settings of every connection of this process: a name in
 * `pg_stat_activity` (per schema, so test runs and operators can tell the
 * platform's connections apart; an `application_name` in the URL wins) and
 * the schema on the search path.
 */
export function postgresClientConfig(url: string, schema: string | undefined, role: 'pool' | 'listen'): pg.ClientConfig {
  return {
    connectionString: url,
    application_name: postgresApplicationName(schema, role),
    // The LISTEN connection is opened outside the pool (which sets its own): never wait for ever on a server that does not answer.
    ...(role === 'listen' ? { connectionTimeoutMillis: LISTEN_CONNECT_TIMEOUT_MS } : {}),
    // Notice a vanished server (failover, cut cable) on an idle connection.
    keepAlive: true,
    keepAliveInitialDelayMillis: 10_000,
    // public stays on the path: shared extensions (pg_trgm) live there.
    ...(schema ? { options: `-c search_path=${schema},public` } : {}),
  };
}

const READ_ONLY = /^\s*select\b/i;

function statementText(config: unknown): string {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') return config.text;
  return '';
}

/**
 * A `pg` pool that survives the database going away (ADR 019):
 * - an error on an idle or checked-out connection (pg_terminate_backend,
 *   restart, failover) is logged in Dutch instead of crashing the process as
 *   an unhandled 'error' event;
 * - a statement whose connection could not be opened is tried again, with
 *   back-off, for up to five seconds: it never reached the server;
 * - a read (`select`) whose connection broke is tried again likewise; a write
 *   whose connection broke is not (it may have been applied): it fails, and
 *   the error handler answers 503 with a Dutch message.
 * Transactions (`connect()`) are not retried: the caller's transaction fails as a whole.
 */
export class ResilientPool extends pg.Pool {
  constructor(config: pg.PoolConfig, logger: Logger) {
    super(config);
    this.on('error', (error) => {
      logger.warn({ reason: connectionErrorReason(error) }, 'databaseverbinding verbroken; de pool opent een nieuwe');
    });
    // pg-pool listens for errors only on idle clients: one that breaks while
    // checked out (between the statements of a transaction) would otherwise crash the process.
    this.on('connect', (client) => {
      client.on('error', (error) => {
        logger.warn({ reason: connectionErrorReason(error) }, 'databaseverbinding verbroken tijdens gebruik');
      });
    });
    // Wrapped here rather than overridden: pg's overloads (callback and promise forms) cannot be restated.
    const plain = super.query.bind(this) as (...args: unknown[]) => unknown;
    this.query = ((config: unknown, values?: unknown, callback?: unknown) => {
      if (typeof values === 'function' || typeof callback === 'function') return plain(config, values, callback);
      const read = READ_ONLY.test(statementText(config));
      return this.retrying(() => plain(config, values) as Promise<unknown>, read);
    }) as pg.Pool['query'];
    // A transaction's connection that cannot be opened is the database's too (error-handler.ts answers 503).
    const plainConnect = super.connect.bind(this) as (...args: unknown[]) => unknown;
    this.connect = ((callback?: unknown) => {
      if (typeof callback === 'function') return plainConnect(callback);
      return (plainConnect() as Promise<pg.PoolClient>).catch((error: unknown) => {
        throw markDatabaseError(error);
      });
    }) as pg.Pool['connect'];
  }

  private async retrying<T>(run: () => Promise<T>, read: boolean): Promise<T> {
    const deadline = Date.now() + QUERY_RETRY_MS;
    let delay = FIRST_DELAY_MS;
    for (;;) {
      try {
        return await run();
      } catch (error) {
        const retryable = isConnectFailure(error) || (read && isConnectionError(error));
        if (!retryable || this.ending || Date.now() + delay > deadline) throw markDatabaseError(error);
        await sleep(delay);
        delay = Math.min(delay * 2, MAX_DELAY_MS);
      }
    }
  }
}

/** PostgreSQL could not be reached at start within DATABASE_CONNECT_TIMEOUT. */
export class DatabaseUnreachableError extends Error {
  override name = 'DatabaseUnreachableError';
}

/**
 * Waits at start until PostgreSQL answers, trying again with back-off and a
 * Dutch line per attempt; after `timeoutMs` it gives up with a Dutch message
 * naming host and port (main prints it and exits non-zero).
 */
export async function waitForPostgres(
  attempt: () => Promise<unknown>,
  { url, timeoutMs, logger }: { url: string; timeoutMs: number; logger: Logger },
): Promise<void> {
  const address = postgresAddress(url);
  const deadline = Date.now() + timeoutMs;
  let delay = 250;
  for (;;) {
    try {
      await attempt();
      return;
    } catch (error) {
      if (!isConnectionError(error)) throw error;
      const reason = connectionErrorReason(error);
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new DatabaseUnreachableError(
          `PostgreSQL op ${address} is na ${Math.round(timeoutMs / 1000)} s nog niet bereikbaar (${reason}). ` +
            'Controleer DATABASE_URL en of de database draait; DATABASE_CONNECT_TIMEOUT bepaalt hoe lang de server wacht.',
        );
      }
      const wait = Math.min(delay, left);
      logger.warn(
        { address, reason },
        `PostgreSQL op ${address} is niet bereikbaar (${reason}); nieuwe poging over ${(wait / 1000).toFixed(1)} s`,
      );
      await sleep(wait);
      delay = Math.min(delay * 2, 5_000);
    }
  }
}
