import { z } from 'zod';
import { EmailSchema } from './account.ts';

/**
 * What an owner lets a manager of a shop or venue do (ADR 030). Owners and
 * admins hold every right; a manager only the ones stored with them.
 */
export const PLACE_PERMISSIONS = ['menu', 'screens', 'reservations', 'details', 'staff'] as const;
export type PlacePermission = (typeof PLACE_PERMISSIONS)[number];

export const PLACE_KINDS = ['coffeeshop', 'venue'] as const;
export type PlaceKindName = (typeof PLACE_KINDS)[number];

/** The rights that mean something for a kind of place: screens are coffeeshop-only, reservations venue-only. */
export const PLACE_PERMISSIONS_BY_KIND: Record<PlaceKindName, readonly PlacePermission[]> = {
  coffeeshop: ['menu', 'screens', 'details', 'staff'],
  venue: ['menu', 'reservations', 'details', 'staff'],
};

/**
 * The right a manager needs for what speaks in the place's name outside its own pages (ADR 060): social posts
 * and reading the visitors' assistant conversations. `details` is the right over what the place says about itself.
 */
export const PUBLIC_VOICE_RIGHT: PlacePermission = 'details';

/** Whether someone with these rights (a manager's, or all of them for owners and admins) may post and read conversations. */
export function speaksForPlace(permissions: readonly PlacePermission[]): boolean {
  return permissions.includes(PUBLIC_VOICE_RIGHT);
}

/** How long an invitation link works. */
export const INVITATION_DAYS = 7;

export const PlacePermissionsSchema = z
  .array(z.enum(PLACE_PERMISSIONS, { error: 'Onbekend recht' }), { error: 'Kies wat deze beheerder mag' })
  .min(1, 'Kies minstens één recht')
  .max(PLACE_PERMISSIONS.length, 'Kies minstens één recht')
  .transform((list) => [...new Set(list)]);

export const PlaceKindParamSchema = z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' });

export const StaffInvitationInputSchema = z.object({
  email: EmailSchema,
  permissions: PlacePermissionsSchema,
});
export type StaffInvitationInput = z.input<typeof StaffInvitationInputSchema>;

export const StaffPermissionsInputSchema = z.object({ permissions: PlacePermissionsSchema });
export type StaffPermissionsInput = z.input<typeof StaffPermissionsInputSchema>;

export const StaffMemberSchema = z.object({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(PLACE_PERMISSIONS)),
  since: z.string(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;

export const StaffInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(PLACE_PERMISSIONS)),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type StaffInvitation = z.infer<typeof StaffInvitationSchema>;

export const PlaceStaffSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  placeName: z.string(),
  owner: z.object({ name: z.string(), email: z.string() }).nullable(),
  /** What the viewer may grant: every right for owners and admins, their own for a manager. */
  grantable: z.array(z.enum(PLACE_PERMISSIONS)),
  managers: z.array(StaffMemberSchema),
  invitations: z.array(StaffInvitationSchema),
});
export type PlaceStaff = z.infer<typeof PlaceStaffSchema>;

/** What the invitation link shows before it is accepted (also to a signed-out visitor). */
export const InvitationPreviewSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  placeName: z.string(),
  email: z.string(),
  permissions: z.array(z.enum(PLACE_PERMISSIONS)),
  expiresAt: z.string(),
});
export type InvitationPreview = z.infer<typeof InvitationPreviewSchema>;

export const InvitationAcceptedSchema = z.object({ kind: z.enum(PLACE_KINDS), placeId: z.string(), placeName: z.string() });
export type InvitationAccepted = z.infer<typeof InvitationAcceptedSchema>;
