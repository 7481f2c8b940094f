import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { databaseUrl, dropDatabase, onServer, TEMPLATE_SCHEMA } from './postgres-databases.ts';

/**
 * Global setup of the server project on PostgreSQL (DATABASE_URL): migrates
 * and seeds one template database for the run, so that each file's
 * `createTestApp` copies it instead of migrating and seeding a new schema.
 * The job queue's schema is left out (pg-boss creates it per file, with
 * functions that name their schema, which a rename would break).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (!url) return;
  const template = `platform_tpl_${randomUUID().replaceAll('-', '').slice(0, 10)}`;
  await onServer(url, [`CREATE DATABASE "${template}"`]);
  // Imported here: the app's modules are only needed when the template is built.
  const { createTestApp } = await import('./test-app.ts');
  const app = await createTestApp({}, { postgres: { url: databaseUrl(url, template), schema: TEMPLATE_SCHEMA } });
  await app.jobs.stop();
  await app.realtime.close();
  await app.database.close();
  await onServer(databaseUrl(url, template), [`DROP SCHEMA IF EXISTS "${TEMPLATE_SCHEMA}_jobs" CASCADE`]);
  project.provide('postgresTemplate', template);
  return () => dropDatabase(url, template);
}
