import { z } from 'zod';
import { PRODUCT_SLUGS, type ProductSlug } from '../marketing/catalogue.ts';
import { DEFAULT_PAY_RULES, PayRulesSchema } from '../staff-planner/pay-settings.ts';
import {
  DEFAULT_RATE_LIMIT_SETTINGS,
  DEFAULT_RETENTION_SETTINGS,
  type OperationalDefaults,
  OperationalDefaultsSchema,
  RateLimitSettingsSchema,
  RetentionSettingsSchema,
} from './operations.ts';

/**
 * Platform settings that admins change at run time in `/admin/advanced` (issue 22 item 7, ADR 058). Stored in the
 * database, read through a short in-process cache, so every server process picks a change up without a restart.
 */
/** The Dutch notice shown while the platform is in maintenance, unless an admin writes another. */
export const DEFAULT_MAINTENANCE_MESSAGE =
  'We voeren onderhoud uit aan het platform. Probeer het over een half uur opnieuw. Excuses voor het ongemak.';

export const MAINTENANCE_MESSAGE_MAX = 500;

const MaintenanceMessageSchema = z
  .string({ error: 'Onderhoudsmelding is verplicht' })
  .trim()
  .min(10, { error: 'Onderhoudsmelding is verplicht' })
  .max(MAINTENANCE_MESSAGE_MAX, { error: `Onderhoudsmelding mag maximaal ${MAINTENANCE_MESSAGE_MAX} tekens hebben` });

const ContactInboxSchema = z
  .string({ error: 'Vul een geldig e-mailadres in' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Vul een geldig e-mailadres in' })
  .refine((value) => value === '' || z.email().safeParse(value).success, { error: 'Vul een geldig e-mailadres in' });

/** Per module: is it available on the platform at all (a switch above every place's plan). */
const ModuleSwitchesSchema = z.object(
  Object.fromEntries(PRODUCT_SLUGS.map((slug) => [slug, z.boolean({ error: 'Kies aan of uit' })])) as Record<
    ProductSlug,
    z.ZodBoolean
  >,
  { error: 'Kies aan of uit' },
);

export const PlatformSettingsSchema = z.object({
  signUpsOpen: z.boolean({ error: 'Kies aan of uit' }),
  maintenanceEnabled: z.boolean({ error: 'Kies aan of uit' }),
  maintenanceMessage: MaintenanceMessageSchema,
  contactInbox: ContactInboxSchema,
  modules: ModuleSwitchesSchema,
  /** Retention periods and rate limits; null = the server's default (ADR 077). */
  retention: RetentionSettingsSchema,
  rateLimits: RateLimitSettingsSchema,
  /** CAO Horeca holiday pay and the dated minimum wage tables of the staff planner (ADR 077). */
  payRules: PayRulesSchema,
});
export type PlatformSettings = z.infer<typeof PlatformSettingsSchema>;
export type PlatformSettingKey = keyof PlatformSettings;

export const PLATFORM_SETTING_KEYS = Object.keys(PlatformSettingsSchema.shape) as PlatformSettingKey[];

/** Settings only a superadmin may change: switching the whole platform into maintenance or closing sign-ups. */
export const SUPERADMIN_SETTING_KEYS: readonly PlatformSettingKey[] = [
  'maintenanceEnabled',
  'maintenanceMessage',
  'signUpsOpen',
  'retention',
  'rateLimits',
  'payRules',
];

/** Object settings whose stored value is merged over the default per field (a new field gets its default). */
const MERGED_KEYS: readonly PlatformSettingKey[] = ['modules', 'retention', 'rateLimits'];

export const DEFAULT_PLATFORM_SETTINGS: PlatformSettings = {
  signUpsOpen: true,
  maintenanceEnabled: false,
  maintenanceMessage: DEFAULT_MAINTENANCE_MESSAGE,
  contactInbox: '',
  modules: Object.fromEntries(PRODUCT_SLUGS.map((slug) => [slug, true])) as Record<ProductSlug, boolean>,
  retention: DEFAULT_RETENTION_SETTINGS,
  rateLimits: DEFAULT_RATE_LIMIT_SETTINGS,
  payRules: DEFAULT_PAY_RULES,
};

/** A change: any subset of the settings (an empty one changes nothing). */
export const UpdatePlatformSettingsSchema = PlatformSettingsSchema.partial();
export type UpdatePlatformSettings = z.infer<typeof UpdatePlatformSettingsSchema>;

/** The settings as an admin sees them, with whether each may be changed by them. */
export interface PlatformSettingsView {
  settings: PlatformSettings;
  /** The keys this admin may not change (superadmin only). */
  locked: PlatformSettingKey[];
  updatedAt: string | null;
  /** The periods and limits in force where a setting is null (the server's environment or built-in values). */
  defaults: OperationalDefaults;
}

/** What every visitor may know: the maintenance notice, whether sign-ups are open, the retention periods in force. */
export interface PublicPlatformStatus {
  maintenance: { enabled: boolean; message: string };
  signUpsOpen: boolean;
  retention: { identityDocumentsDays: number; cvDays: number; menuImportFilesHours: number };
}

export interface PlatformSettingChange {
  id: number;
  key: string;
  from: unknown;
  to: unknown;
  actor: { name: string | null; email: string | null };
  createdAt: string;
}

/** The keys whose value differs between two settings objects (modules compared per module). */
export function changedSettings(
  before: PlatformSettings,
  change: UpdatePlatformSettings,
): Array<{ key: PlatformSettingKey; from: unknown; to: unknown }> {
  const changes: Array<{ key: PlatformSettingKey; from: unknown; to: unknown }> = [];
  for (const key of PLATFORM_SETTING_KEYS) {
    const next = change[key];
    if (next === undefined) continue;
    const previous = before[key];
    const merged = MERGED_KEYS.includes(key) ? { ...(previous as object), ...(next as object) } : next;
    if (JSON.stringify(previous) !== JSON.stringify(merged)) {
      changes.push({ key, from: previous, to: merged });
    }
  }
  return changes;
}

/** Stored values merged over the defaults: a key that is missing or no longer valid falls back to its default. */
export function mergeSettings(stored: Partial<Record<string, unknown>>): PlatformSettings {
  const result: Record<string, unknown> = { ...DEFAULT_PLATFORM_SETTINGS };
  for (const key of PLATFORM_SETTING_KEYS) {
    if (!(key in stored)) continue;
    const value = MERGED_KEYS.includes(key)
      ? { ...(DEFAULT_PLATFORM_SETTINGS[key] as object), ...(stored[key] as object) }
      : stored[key];
    const parsed = PlatformSettingsSchema.shape[key].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as PlatformSettings;
}

const ModuleSwitchesViewSchema = ModuleSwitchesSchema;

export const PlatformSettingsViewSchema = z.object({
  settings: PlatformSettingsSchema.extend({ modules: ModuleSwitchesViewSchema }),
  locked: z.array(z.enum(Object.keys(PlatformSettingsSchema.shape) as [PlatformSettingKey, ...PlatformSettingKey[]])),
  updatedAt: z.string().nullable(),
  defaults: OperationalDefaultsSchema,
});

export const PublicPlatformStatusSchema = z.object({
  maintenance: z.object({ enabled: z.boolean(), message: z.string() }),
  signUpsOpen: z.boolean(),
  /** The periods in force that privacy notices name (AVG: say how long you keep it), as the purges use them. */
  retention: z.object({ identityDocumentsDays: z.number(), cvDays: z.number(), menuImportFilesHours: z.number() }),
});

export const PlatformSettingChangeSchema = z.object({
  id: z.number().int(),
  key: z.string(),
  from: z.unknown(),
  to: z.unknown(),
  actor: z.object({ name: z.string().nullable(), email: z.string().nullable() }),
  createdAt: z.string(),
});
export const PlatformSettingHistorySchema = z.array(PlatformSettingChangeSchema);
