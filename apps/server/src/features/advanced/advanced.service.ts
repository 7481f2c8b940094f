import {
  changedSettings,
  hasRole,
  type OperationalDefaults,
  type PlatformSettingChange,
  type PlatformSettingKey,
  type PlatformSettingsView,
  type PublicPlatformStatus,
  SUPERADMIN_SETTING_KEYS,
  type UpdatePlatformSettings,
  UpdatePlatformSettingsSchema,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ForbiddenError } from '../../platform/errors.ts';
import { invalidateSettings, readSettingsWithTime, writeSettings } from '../../platform/settings.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './advanced.queries.ts';

/** The settings of ADR 077: retention periods, rate limits and the planner's pay rules. */
const OPERATIONAL_KEYS: readonly PlatformSettingKey[] = ['retention', 'rateLimits', 'payRules'];

/** What an admin may not change: the superadmin's keys, unless they are one. */
function lockedFor(ctx: ServiceContext): PlatformSettingKey[] {
  return hasRole(ctx.actor?.role, 'superadmin') ? [] : [...SUPERADMIN_SETTING_KEYS];
}

/** The platform settings as `/admin/advanced` shows them (admins). */
export async function getSettings(ctx: ServiceContext, defaults: OperationalDefaults): Promise<PlatformSettingsView> {
  requireRole(ctx, 'admin');
  const { settings, updatedAt } = await readSettingsWithTime(ctx.db, 0);
  return { settings, locked: lockedFor(ctx), updatedAt: updatedAt?.toISOString() ?? null, defaults };
}

/**
 * Changes some settings (ADR 058): admins change the everyday ones, superadmins also maintenance and sign-ups.
 * Each changed key is one audit row (from, to) in the same transaction; this process's cache is dropped at once,
 * the others read the table again within their cache's lifetime.
 */
export async function updateSettings(
  ctx: ServiceContext,
  input: UpdatePlatformSettings,
  defaults: OperationalDefaults,
): Promise<PlatformSettingsView> {
  const actor = requireRole(ctx, 'admin');
  const change = UpdatePlatformSettingsSchema.parse(input);
  const locked = lockedFor(ctx).filter((key) => change[key] !== undefined);
  if (locked.some((key) => OPERATIONAL_KEYS.includes(key))) {
    throw new ForbiddenError('Alleen een superadmin wijzigt bewaartermijnen, limieten en de loonregels.');
  }
  if (locked.length > 0) {
    throw new ForbiddenError('Alleen een superadmin wijzigt het onderhoud en of aanmelden open is.');
  }
  const { settings: before } = await readSettingsWithTime(ctx.db, 0);
  const changes = changedSettings(before, change);
  if (changes.length > 0) {
    await withTransaction(ctx, async (tx) => {
      const values: Partial<Record<PlatformSettingKey, unknown>> = {};
      for (const { key, to } of changes) values[key] = to;
      await writeSettings(tx.db, values, actor.user.id);
      for (const { key, from, to } of changes) {
        await recordAudit(tx.db, {
          actorId: actor.user.id,
          action: 'platform.settings',
          targetType: 'platform',
          targetId: key,
          details: { key, from, to },
        });
      }
    });
    invalidateSettings(ctx.db);
  }
  return getSettings(ctx, defaults);
}

/** The history of changes, newest first (admins). */
export async function settingsHistory(ctx: ServiceContext): Promise<PlatformSettingChange[]> {
  requireRole(ctx, 'admin');
  const rows = await q.selectSettingChanges(ctx.db);
  return rows.map((row) => ({
    id: row.id,
    key: row.key,
    from: row.details.from ?? null,
    to: row.details.to ?? null,
    actor: { name: row.actorName, email: row.actorEmail },
    createdAt: row.createdAt.toISOString(),
  }));
}

/**
 * What every visitor may know: the maintenance notice, whether sign-ups are open, and the retention periods the
 * privacy notices name (the stored setting, else the server's default: what the purges use).
 */
export async function publicStatus(ctx: ServiceContext, defaults: OperationalDefaults): Promise<PublicPlatformStatus> {
  const { settings } = await readSettingsWithTime(ctx.db);
  const inForce = (key: 'identityDocumentsDays' | 'cvDays' | 'menuImportFilesHours') =>
    settings.retention[key] ?? defaults.retention[key];
  return {
    maintenance: { enabled: settings.maintenanceEnabled, message: settings.maintenanceMessage },
    signUpsOpen: settings.signUpsOpen,
    retention: {
      identityDocumentsDays: inForce('identityDocumentsDays'),
      cvDays: inForce('cvDays'),
      menuImportFilesHours: inForce('menuImportFilesHours'),
    },
  };
}
