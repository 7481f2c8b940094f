import {
  mergeSettings,
  type PlatformSettingKey,
  type PlatformSettings,
  type RateLimitKey,
  type RetentionKey,
} from '@platform/core';
import type { Database } from '../db/client.ts';
import { platformSettings } from '../db/schema/index.ts';

/**
 * The platform settings of `/admin/advanced` (ADR 058), read through an in-process cache. A write in this process
 * drops the cache at once; another process on the same database sees the change within `SETTINGS_TTL_MS`, since each
 * process reads the table again once its copy is older than that. One small query per process per TTL.
 */
export const SETTINGS_TTL_MS = 5_000;

interface CachedSettings {
  settings: PlatformSettings;
  updatedAt: Date | null;
  readAt: number;
}

/** Per database handle, so test apps on their own databases never share a copy. */
const cache = new WeakMap<object, CachedSettings>();
const pending = new WeakMap<object, Promise<CachedSettings>>();

async function load(db: Database): Promise<CachedSettings> {
  const rows = await db.select().from(platformSettings);
  const stored: Record<string, unknown> = {};
  let updatedAt: Date | null = null;
  for (const row of rows) {
    stored[row.key] = row.value;
    if (!updatedAt || row.updatedAt > updatedAt) updatedAt = row.updatedAt;
  }
  return { settings: mergeSettings(stored), updatedAt, readAt: Date.now() };
}

/** The settings with the time of their last change; at most `SETTINGS_TTL_MS` old. */
export async function readSettingsWithTime(
  db: Database,
  now = Date.now(),
): Promise<{ settings: PlatformSettings; updatedAt: Date | null }> {
  const cached = cache.get(db);
  if (cached && now - cached.readAt < SETTINGS_TTL_MS) return cached;
  // One read at a time per process: concurrent requests after expiry share it.
  let loading = pending.get(db);
  if (!loading) {
    loading = load(db).finally(() => pending.delete(db));
    pending.set(db, loading);
  }
  const fresh = await loading;
  cache.set(db, fresh);
  return fresh;
}

export async function readSettings(db: Database): Promise<PlatformSettings> {
  return (await readSettingsWithTime(db)).settings;
}

/** Drops this process's copy (after a write, and in tests that change the table directly). */
export function invalidateSettings(db: Database): void {
  cache.delete(db);
}

/** Stores changed settings; call inside the transaction that audits them, then `invalidateSettings` after it. */
export async function writeSettings(
  db: Database,
  values: Partial<Record<PlatformSettingKey, unknown>>,
  userId: string,
): Promise<void> {
  const now = new Date();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    await db
      .insert(platformSettings)
      .values({ key, value, updatedBy: userId, updatedAt: now })
      .onConflictDoUpdate({ target: platformSettings.key, set: { value, updatedBy: userId, updatedAt: now } });
  }
}

/** A retention period in force: the superadmin's setting, else the server's default (ADR 077). */
export async function retentionPeriod(db: Database, key: RetentionKey, fallback: number): Promise<number> {
  return (await readSettings(db)).retention[key] ?? fallback;
}

/** A rate limit in force: the superadmin's setting, else the server's default (the environment variable; ADR 077). */
export async function rateLimitOf(db: Database, key: RateLimitKey, fallback: number): Promise<number> {
  return (await readSettings(db)).rateLimits[key] ?? fallback;
}
