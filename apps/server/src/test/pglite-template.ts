import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createTestApp } from './test-app.ts';

/**
 * Global setup of the server project: migrates and seeds one in-memory PGlite
 * and dumps its data directory, so that each test file's `createTestApp` loads
 * that copy instead of migrating and seeding again (~5 s).
 */
export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) return;
  const dir = mkdtempSync(path.join(tmpdir(), 'pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const app = await createTestApp();
  const client = app.database.pglite;
  if (!client) throw new Error('PGlite template: no PGlite client');
  await app.jobs.stop();
  // A checkpoint with recycling off leaves one WAL segment (16 MB) instead of three: a smaller copy
  // to load in every file, and nothing to replay. The queue's schema stays (no jobs in it): each
  // app's pg-boss then finds it installed and only brings its queues up to date.
  await client.exec('SET wal_recycle = off; CHECKPOINT');
  const dump = await client.dumpDataDir('none');
  writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  await app.realtime.close();
  await app.database.close();
  project.provide('pgliteTemplate', file);
  return () => rmSync(dir, { recursive: true, force: true });
}
