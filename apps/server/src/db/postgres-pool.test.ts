import { describe, expect, it } from 'vitest';
import { postgresApplicationName, postgresClientConfig } from './postgres-pool.ts';

/** The settings every connection of the process gets (ADR 019). */
describe('connection settings', () => {
  it('name the pool, the LISTEN connection and the job queue after the schema with one function', () => {
    expect(postgresApplicationName('t_1', 'pool')).toBe('platform_t_1');
    expect(postgresApplicationName('t_1', 'listen')).toBe('platform_t_1_listen');
    expect(postgresApplicationName('t_1', 'jobs')).toBe('platform_t_1_jobs');
    expect(postgresApplicationName(undefined, 'jobs')).toBe('platform_jobs');
  });

  it('give the LISTEN connection, opened outside the pool, a connect timeout of its own', () => {
    const listen = postgresClientConfig('postgres://db/app', 't_1', 'listen');
    expect(listen).toMatchObject({ application_name: 'platform_t_1_listen', connectionTimeoutMillis: 10_000 });
  });
});
