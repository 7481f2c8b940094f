import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { type Db, fromDrizzle, fromPglite, type JobWithMetadata, PgBoss, type QueuePolicy } from 'pg-boss';
import type { Database } from '../db/client.ts';
import { markDatabaseError } from '../db/connection-errors.ts';
import type { Logger } from './logger.ts';

/**
 * Background work through one PostgreSQL-backed queue (pg-boss, ADR 020): a job
 * is a row, claimed with SKIP LOCKED, so it runs once across every process on
 * the database, with retries and back-off. On the embedded default the same
 * queue runs on the PGlite connection.
 */

/** What a handler learns about the attempt it runs. */
export interface JobAttemptInfo {
  id: string;
  /** 0 on the first attempt. */
  retryCount: number;
  /** True when a failure now fails the job for good. */
  lastAttempt: boolean;
}

export interface JobDefinition<T extends object> {
  name: string;
  handler: (data: T, attempt: JobAttemptInfo) => Promise<unknown>;
  /** Attempts after the first one; default 5. */
  retryLimit?: number;
  /** Seconds before the first retry, doubled (with jitter) for each next one; default 30. */
  retryDelaySeconds?: number;
  /** Seconds an attempt may run before it counts as failed and is retried; default 15 minutes. */
  expireInSeconds?: number;
  /**
   * `standard`: every job runs. `stately`: at most one waiting and one running,
   * for sweeps whose second copy would only repeat the first.
   */
  policy?: Extract<QueuePolicy, 'standard' | 'stately'>;
  /** A recurring run (cron, UTC), started once across processes by the queue's scheduler. */
  cron?: string;
  /**
   * Runs once a job has failed for good, however it failed: its handler threw
   * on the last attempt, or the last attempt timed out or was cut off by a
   * shutdown (then pg-boss fails the job without calling the handler). Carried
   * by the queue's dead-letter queue `<name>.failed`.
   */
  onFailed?: (data: T) => Promise<unknown>;
}

export interface EnqueueOptions {
  /** The caller's transaction: the job commits (or rolls back) with the change that caused it. */
  db?: Database;
  /** Run no earlier than this. */
  startAfter?: Date;
}

export interface Jobs {
  define<T extends object>(definition: JobDefinition<T>): void;
  enqueue<T extends object>(name: string, data: T, options?: EnqueueOptions): Promise<void>;
  /** Creates the queues and schedules; a working instance also starts running jobs (polling, woken by NOTIFY). */
  start(): Promise<void>;
  /**
   * Claims and runs the due jobs of the named queues (all by default) in this
   * process until none are left; returns how many ran. For tests and scripts:
   * "run it now" without waiting for a poll. `ignoreDelay` also takes retries
   * whose back-off has not yet passed. pg-boss's upkeep runs first: an
   * attempt past its time fails (and a job out of attempts goes to its dead-letter queue).
   */
  runDue(options?: { names?: string[]; ignoreDelay?: boolean }): Promise<number>;
  /** How many jobs of a queue wait to run (created or waiting for a retry). */
  queued(name: string): Promise<number>;
  /** Stops polling and scheduling, waits for running jobs (up to `timeoutMs`), closes its connections. */
  stop(timeoutMs?: number): Promise<void>;
  /** The schema holding the queue's tables. */
  readonly schema: string;
}

export type JobsConnection =
  | { kind: 'pglite'; client: PGlite }
  /** `applicationName`: the queue's connections in `pg_stat_activity` (postgresApplicationName, role `jobs`). */
  | { kind: 'postgres'; url: string; applicationName: string };

/** pg-boss keeps its tables in their own schema; a test run (DATABASE_SCHEMA) gets its own beside its data. */
export function jobsSchemaName(databaseSchema: string | undefined): string {
  return databaseSchema ? `${databaseSchema}_jobs` : 'pgboss';
}

/** The dead-letter queue of a queue whose definition has `onFailed`. */
export function deadLetterName(name: string): string {
  return `${name}.failed`;
}

const DEFAULTS = { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 15 * 60 } as const;

/**
 * `work`: this process runs jobs, starts the recurring ones when due and does
 * the queue's upkeep (the server). Without it the queue only takes jobs, and
 * `runDue` runs them on demand (tests, the seed script).
 */
export function createJobs(deps: { connection: JobsConnection; schema: string; logger: Logger; work: boolean }): Jobs {
  const { connection, schema, logger, work } = deps;
  const background = { supervise: work, schedule: work, useListenNotify: work };
  const boss =
    connection.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(connection.client), backend: 'pglite', schema, ...background })
      : new PgBoss({
          connectionString: connection.url,
          schema,
          max: 4,
          application_name: connection.applicationName,
          ...background,
        });
  // An error in a poll or maintenance pass is reported, never thrown: the next pass tries again.
  boss.on('error', (error) => logger.error({ err: error }, 'job-queue fout'));
  boss.on('warning', (warning) => logger.warn({ warning }, 'job-queue waarschuwing'));

  const definitions = new Map<string, JobDefinition<object>>();
  /** Queue name → its dead-letter queue (for definitions with `onFailed`). */
  const deadLetters = new Map<string, string>();
  let started = false;
  let stopped = false;

  async function run(definition: JobDefinition<object>, job: JobWithMetadata<object>) {
    const attempt = { id: job.id, retryCount: job.retryCount, lastAttempt: job.retryCount >= job.retryLimit };
    try {
      await definition.handler(job.data, attempt);
    } catch (error) {
      logger.error({ err: error, job: definition.name, id: job.id, attempt: job.retryCount + 1 }, 'job mislukt');
      throw error;
    }
  }

  /** pg-boss's view of a Drizzle handle: the transaction's own connection. */
  function queueDb(db: Database): Db {
    return fromDrizzle(db as unknown as Parameters<typeof fromDrizzle>[0], sql);
  }

  return {
    schema,
    define(definition) {
      if (started) throw new Error(`job ${definition.name} moet vóór start() gedefinieerd worden`);
      const { onFailed } = definition;
      if (onFailed) {
        // Defined (and so created) first: the queue names its dead-letter queue, which must exist.
        const name = deadLetterName(definition.name);
        deadLetters.set(definition.name, name);
        definitions.set(name, { name, handler: (data) => onFailed(data as never) } as JobDefinition<object>);
      }
      definitions.set(definition.name, definition as unknown as JobDefinition<object>);
    },

    async enqueue(name, data, options = {}) {
      if (!definitions.has(name)) throw new Error(`onbekende job ${name}`);
      try {
        await boss.send(name, data, {
          ...(options.db ? { db: queueDb(options.db) } : {}),
          ...(options.startAfter ? { startAfter: options.startAfter } : {}),
        });
      } catch (error) {
        // The queue lives in the database: its connection errors are the database's (503, error-handler.ts).
        throw markDatabaseError(error);
      }
    },

    async start() {
      await boss.start();
      started = true;
      for (const definition of definitions.values()) {
        const retryDelay = definition.retryDelaySeconds ?? DEFAULTS.retryDelaySeconds;
        const queue = {
          policy: definition.policy ?? 'standard',
          retryLimit: definition.retryLimit ?? DEFAULTS.retryLimit,
          retryDelay,
          retryBackoff: retryDelay > 0,
          expireInSeconds: definition.expireInSeconds ?? DEFAULTS.expireInSeconds,
          notify: true,
          ...(deadLetters.has(definition.name) ? { deadLetter: deadLetters.get(definition.name) } : {}),
        };
        // createQueue leaves an existing queue alone; updateQueue brings its retry settings up to date.
        await boss.createQueue(definition.name, queue);
        const { policy: _policy, ...settings } = queue;
        await boss.updateQueue(definition.name, settings);
        if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: 'UTC' });
      }
      if (!work) return;
      for (const definition of definitions.values()) {
        await boss.work(definition.name, { includeMetadata: true, batchSize: 1 }, async ([job]) => {
          if (job) await run(definition, job as JobWithMetadata<object>);
        });
      }
    },

    async runDue(options = {}) {
      const names = options.names ?? [...definitions.keys()];
      // The queue's upkeep first, as the workers' supervisor does: attempts past their time fail (and may dead-letter).
      await boss.supervise();
      let ran = 0;
      for (let progress = true; progress; ) {
        progress = false;
        for (const name of names) {
          const definition = definitions.get(name);
          if (!definition) throw new Error(`onbekende job ${name}`);
          const [job] = await boss.fetch<object>(name, {
            includeMetadata: true,
            ...(options.ignoreDelay ? { ignoreStartAfter: true } : {}),
          });
          if (!job) continue;
          progress = true;
          ran += 1;
          try {
            await run(definition, job);
            await boss.complete(name, job);
          } catch (error) {
            await boss.fail(name, job, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      }
      return ran;
    },

    async queued(name) {
      return (await boss.findJobs(name, { queued: true })).length;
    },

    async stop(timeoutMs = 8_000) {
      if (stopped || !started) return;
      stopped = true;
      // On PGlite the caller owns (and later closes) the connection; pg-boss must not end it.
      await boss.stop({ graceful: true, timeout: timeoutMs, close: connection.kind === 'postgres' });
    },
  };
}
