import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { PARTNER_KINDS } from './partner-kinds.ts';
import { RequiredText } from './place-input.ts';
import { multiLine, OptionalWebUrlSchema, singleLine } from './text.ts';

export const PartnerKindSchema = z.enum(PARTNER_KINDS, { error: 'Kies een soort partner' });

/** `pending`: invited, not yet approved; `approved`: public; `offline`: taken offline by an admin. */
export const PARTNER_STATUSES = ['pending', 'approved', 'offline'] as const;
export type PartnerStatus = (typeof PARTNER_STATUSES)[number];

/** An admin invites a partner organisation: its name, kind and the address of its first member. */
export const PartnerInviteInputSchema = z.object({
  name: RequiredText('Naam', 120),
  kind: PartnerKindSchema,
  email: EmailSchema,
});
export type PartnerInviteInput = z.input<typeof PartnerInviteInputSchema>;

/** A member invites a colleague. */
export const PartnerMemberInviteInputSchema = z.object({ email: EmailSchema });
export type PartnerMemberInviteInput = z.input<typeof PartnerMemberInviteInputSchema>;

/** Admins approve a partner (its page goes public) or take it offline. */
export const PartnerStatusInputSchema = z.object({
  status: z.enum(['approved', 'offline'], { error: 'Kies goedkeuren of offline halen' }),
});
export type PartnerStatusInput = z.infer<typeof PartnerStatusInputSchema>;

const OptionalLine = (label: string, max: number) =>
  singleLine(z.string().trim().max(max, `${label} mag maximaal ${max} tekens hebben`)).default('');

/** What the partner fills in on its dashboard; the logo comes from the image upload. */
export const PartnerProfileInputSchema = z.object({
  name: RequiredText('Naam', 120),
  kind: PartnerKindSchema,
  description: multiLine(z.string().trim().max(5000, 'Maximaal 5000 tekens')).default(''),
  website: OptionalWebUrlSchema,
  contactEmail: EmailSchema,
  contactPhone: OptionalLine('Telefoon', 30),
  region: OptionalLine('Regio', 120),
});
export type PartnerProfileInput = z.input<typeof PartnerProfileInputSchema>;

export const PartnerServiceInputSchema = z.object({
  title: RequiredText('Titel', 120),
  description: multiLine(
    z.string({ error: 'Beschrijving is verplicht' }).trim().min(1, 'Beschrijving is verplicht').max(2000, 'Maximaal 2000 tekens'),
  ),
  priceText: OptionalLine('Prijs', 80),
});
export type PartnerServiceInput = z.input<typeof PartnerServiceInputSchema>;

export const PartnerServiceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  priceText: z.string(),
});
export type PartnerService = z.infer<typeof PartnerServiceSchema>;

/** A partner as the list shows it. */
export const PartnerSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  kind: z.enum(PARTNER_KINDS),
  region: z.string(),
  logoUrl: z.string().nullable(),
  description: z.string(),
});
export type PartnerSummary = z.infer<typeof PartnerSummarySchema>;

/** The public page. */
export const PartnerPageSchema = PartnerSummarySchema.extend({
  website: z.string().nullable(),
  contactEmail: z.string(),
  contactPhone: z.string(),
  services: z.array(PartnerServiceSchema),
});
export type PartnerPage = z.infer<typeof PartnerPageSchema>;

export const PartnerServicePageSchema = z.object({
  partner: PartnerSummarySchema,
  service: PartnerServiceSchema,
});
export type PartnerServicePage = z.infer<typeof PartnerServicePageSchema>;

/** What members (and admins) edit, with the status they cannot change themselves. */
export const ManagedPartnerSchema = PartnerPageSchema.extend({ status: z.enum(PARTNER_STATUSES) });
export type ManagedPartner = z.infer<typeof ManagedPartnerSchema>;

export const PartnerMembershipSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  status: z.enum(PARTNER_STATUSES),
});
export type PartnerMembership = z.infer<typeof PartnerMembershipSchema>;

export const PartnerInvitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PartnerInvitation = z.infer<typeof PartnerInvitationSchema>;

/** `owner`: removes members and revokes invitations (the first member is one); `member`: runs the page. */
export const PARTNER_MEMBER_ROLES = ['owner', 'member'] as const;
export type PartnerMemberRole = (typeof PARTNER_MEMBER_ROLES)[number];

export const PartnerMembersSchema = z.object({
  members: z.array(
    z.object({
      userId: z.string(),
      name: z.string(),
      email: z.string(),
      role: z.enum(PARTNER_MEMBER_ROLES),
      since: z.string(),
    }),
  ),
  invitations: z.array(PartnerInvitationSchema),
  /** Whether the viewer (an owner or an admin) may remove members and revoke invitations. */
  canManage: z.boolean(),
});
export type PartnerMembers = z.infer<typeof PartnerMembersSchema>;

/** A partner on /admin/partners. */
export const AdminPartnerSchema = PartnerMembershipSchema.extend({
  kind: z.enum(PARTNER_KINDS),
  members: z.number().int(),
  openInvitations: z.number().int(),
  createdAt: z.string(),
});
export type AdminPartner = z.infer<typeof AdminPartnerSchema>;

export const PartnerListQuerySchema = z.object({
  kind: PartnerKindSchema.optional(),
  q: singleLine(z.string().trim().max(100, 'Maximaal 100 tekens')).optional(),
});
export type PartnerListQuery = z.infer<typeof PartnerListQuerySchema>;

export const PartnerInvitationPreviewSchema = z.object({
  partnerName: z.string(),
  email: z.string(),
  expiresAt: z.string(),
});
export type PartnerInvitationPreview = z.infer<typeof PartnerInvitationPreviewSchema>;

export const PartnerInvitationAcceptedSchema = z.object({ partnerId: z.string(), partnerName: z.string() });
export type PartnerInvitationAccepted = z.infer<typeof PartnerInvitationAcceptedSchema>;
