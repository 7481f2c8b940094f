import { z } from 'zod';
import { ACCOUNT_STATUSES, VERIFICATION_STATUSES } from './account-status.ts';
import { hasRole, ROLES, type Role } from './roles.ts';
import { RoleSchema } from './roles-schema.ts';

/**
 * Whether an admin may change another account (role, status): never their
 * own, a superadmin anyone else, an admin only users and demo accounts.
 */
export function canManageUser(actor: { id: string; role: Role | null }, target: { id: string; role: Role | null }): boolean {
  if (actor.id === target.id) return false;
  if (actor.role === 'superadmin') return true;
  return hasRole(actor.role, 'admin') && !hasRole(target.role, 'admin');
}

export const USERS_PAGE_SIZE = 25;

const Page = z.coerce
  .number({ error: 'Pagina moet een getal zijn' })
  .int('Pagina moet een heel getal zijn')
  .min(1, 'Pagina begint bij 1')
  .default(1);

export const UserListQuerySchema = z.object({
  q: z.string().trim().max(100, 'Maximaal 100 tekens').optional(),
  role: z.enum(ROLES, { error: 'Onbekende rol' }).optional(),
  status: z.enum(ACCOUNT_STATUSES, { error: 'Onbekende status' }).optional(),
  page: Page,
});
export type UserListQuery = z.infer<typeof UserListQuerySchema>;

export const AdminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: RoleSchema.nullable(),
  accountStatus: z.enum(ACCOUNT_STATUSES),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  statusReason: z.string().nullable(),
  /** The editor permission (issue 19): writes in /content-manager; beside the role, not part of it. */
  contentEditor: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUserSchema>;

export const UserPageSchema = z.object({
  items: z.array(AdminUserSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type UserPage = z.infer<typeof UserPageSchema>;

export const RoleChangeInputSchema = z.object({ role: RoleSchema });
export type RoleChangeInput = z.infer<typeof RoleChangeInputSchema>;

/** Suspend or ban with a reason the user will see; `active` lifts either. */
export const StatusChangeInputSchema = z
  .object({
    status: z.enum(['active', 'suspended', 'banned'], { error: 'Kies actief, geschorst of verbannen' }),
    reason: z.string().trim().max(500, 'De reden mag maximaal 500 tekens hebben').default(''),
  })
  .refine((input) => input.status === 'active' || input.reason.length > 0, {
    path: ['reason'],
    message: 'Geef een reden op: de gebruiker krijgt die te zien',
  });
export type StatusChangeInput = z.infer<typeof StatusChangeInputSchema>;

/** The message a blocked account sees when it tries to sign in. */
export function blockedMessage(status: 'suspended' | 'banned', reason: string | null): string {
  const base = status === 'banned' ? 'Je account is verbannen.' : 'Je account is geschorst.';
  return reason ? `${base} Reden: ${reason}` : base;
}

/** Every admin and moderator action the audit log records; each has a Dutch sentence on the audit page. */
export const AUDIT_ACTIONS = [
  'verification.approve',
  'verification.reject',
  'verification.view_document',
  'user.role',
  'user.status',
  'user.editor',
  'moderation.approved',
  'moderation.flagged',
  'moderation.rejected',
  'guideline.create',
  'guideline.activate',
  'guideline.deactivate',
  'teler.create',
  'teler.update',
  'venue.create',
  'venue.details',
  'venue.menu',
  'venue.course_menus',
  'venue.reservations',
  'shop.menu',
  'shop.settings',
  'shop.screens',
  'shop.create',
  'shop.details',
  'shop.news',
  'shop.status',
  'shop.owner',
  'venue.status',
  'venue.owner',
  'onboarding.approve',
  'onboarding.changes',
  'onboarding.reject',
  'shop.staff',
  'venue.staff',
  'partner.invite',
  'partner.status',
  'partner.member_remove',
  'partner.member_role',
  'partner.invitation_revoke',
  'partner.merchandise',
  'shop.social',
  'venue.social',
  'ai.settings',
  'ai.kill_switch',
  'assistant.config',
  'assistant.reset',
  'shop.modules',
  'venue.modules',
  'platform.settings',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** What an audit row is about; the audit page shows the subject's name. */
export const AUDIT_TARGET_TYPES = [
  'user',
  'identity_document',
  'maker_content',
  'guideline',
  'teler',
  'venue',
  'coffeeshop',
  'place_application',
  'partner',
  'ai_settings',
  'assistant',
  'platform',
] as const;
export type AuditTargetType = (typeof AUDIT_TARGET_TYPES)[number];

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.string().nullable(), email: z.string().nullable(), name: z.string().nullable() }),
  action: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  /**
   * The subject's name as it is now: the user (for a document: its owner), the
   * submission's title, the guideline's type, the grower or venue; null once deleted.
   */
  subject: z.object({ name: z.string().nullable() }),
  details: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

export const AuditPageSchema = z.object({
  items: z.array(AuditEntrySchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type AuditPage = z.infer<typeof AuditPageSchema>;
export const AuditQuerySchema = z.object({ page: Page });
