import pg from 'pg';
import { type ConnectionRole, postgresApplicationName } from '../db/postgres-pool.ts';

/**
 * The test's own connection to the PostgreSQL server, to look at and end the
 * app's connections. It ends only connections named after the test's own
 * schema (`platform_<schema>`, `platform_<schema>_listen`,
 * `platform_<schema>_jobs`): other test runs share the server.
 */
export async function connectPgAdmin(url: string, schema: string) {
  const client = new pg.Client({ connectionString: url, application_name: `test_admin_${schema}` });
  await client.connect();
  const roles: ConnectionRole[] = ['pool', 'listen', 'jobs'];
  const which = (kind: ConnectionRole | 'all') =>
    (kind === 'all' ? roles : [kind]).map((role) => postgresApplicationName(schema, role));
  return {
    client,
    /** Ends the app's backends (`pg_terminate_backend`); returns how many. */
    async terminate(kind: ConnectionRole | 'all'): Promise<number> {
      const result = await client.query<{ pid: number }>(
        // Filtered first, in a materialized CTE: in one WHERE the planner may call pg_terminate_backend
        // before the name test (it orders conditions by cost) and end every backend on the server.
        `WITH mine AS MATERIALIZED (
           SELECT pid FROM pg_stat_activity WHERE application_name = ANY($1) AND pid <> pg_backend_pid()
         )
         SELECT pid FROM mine WHERE pg_terminate_backend(pid)`,
        [which(kind)],
      );
      return result.rowCount ?? 0;
    },
    /** The app's backends with their state and what they wait for. */
    async backends(kind: ConnectionRole | 'all') {
      const result = await client.query<{ pid: number; state: string | null; wait: string | null; query: string }>(
        'SELECT pid, state, wait_event_type AS wait, query FROM pg_stat_activity WHERE application_name = ANY($1)',
        [which(kind)],
      );
      return result.rows;
    },
    close: () => client.end(),
  };
}

export type PgAdmin = Awaited<ReturnType<typeof connectPgAdmin>>;
