import { between, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { aiSettings, assistantConfigs, assistantUsage, coffeeshops, venues } from '../../db/schema/index.ts';
import { SETTINGS_ROW } from './ai-settings.ts';

type SettingsValues = Partial<Omit<typeof aiSettings.$inferInsert, 'id' | 'updatedAt'>>;

/** Writes the admin's AI settings (the one row); unset columns keep their value. */
export async function upsertSettings(db: Database, values: SettingsValues & { updatedBy: string }) {
  await db
    .insert(aiSettings)
    .values({ id: SETTINGS_ROW, ...values })
    .onConflictDoUpdate({ target: aiSettings.id, set: { ...values, updatedAt: new Date() } });
}

type ConfigValues = Partial<Omit<typeof assistantConfigs.$inferInsert, 'assistantId' | 'updatedAt'>>;

export async function upsertAssistantConfig(
  db: Database,
  assistantId: (typeof assistantConfigs.$inferInsert)['assistantId'],
  values: ConfigValues & { updatedBy: string },
) {
  await db
    .insert(assistantConfigs)
    .values({ assistantId, ...values })
    .onConflictDoUpdate({ target: assistantConfigs.assistantId, set: { ...values, updatedAt: new Date() } });
}

/** The usage rows (per day and scope) from `from` to `to`, both included. */
export function selectUsage(db: Database, from: string, to: string) {
  return db
    .select()
    .from(assistantUsage)
    .where(between(assistantUsage.day, from, to));
}

/** Names of the venues and coffeeshops behind usage scopes. */
export async function selectPlaceNames(db: Database, ids: string[]) {
  if (ids.length === 0) return new Map<string, { name: string; kind: 'venue' | 'coffeeshop' }>();
  const [venueRows, shopRows] = await Promise.all([
    db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, ids)),
    db.select({ id: coffeeshops.id, name: coffeeshops.name }).from(coffeeshops).where(inArray(coffeeshops.id, ids)),
  ]);
  const names = new Map<string, { name: string; kind: 'venue' | 'coffeeshop' }>();
  for (const row of venueRows) names.set(row.id, { name: row.name, kind: 'venue' });
  for (const row of shopRows) names.set(row.id, { name: row.name, kind: 'coffeeshop' });
  return names;
}
