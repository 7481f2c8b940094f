import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/**
 * Runs one committed migration file again, statement by statement, as the
 * migrator does: for tests of what a migration does to a database that an
 * earlier version left behind.
 */
export async function runMigrationFile(db: Database, file: string): Promise<void> {
  const text = readFileSync(path.join(import.meta.dirname, '../db/migrations', file), 'utf8');
  for (const statement of text.split('--> statement-breakpoint')) await db.execute(sql.raw(statement));
}
