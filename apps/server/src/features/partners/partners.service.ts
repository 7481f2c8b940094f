import {
  type AdminPartner,
  isId,
  type PartnerInviteInput,
  PartnerInviteInputSchema,
  type PartnerListQuery,
  type PartnerPage,
  type PartnerServicePage,
  type PartnerStatusInput,
  type PartnerSummary,
  slugify,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { findPartner } from './partner-access.ts';
import { invitePartnerMember, openInvitationConflict } from './partner-invitation.service.ts';
import { toPage, toService, toSummary } from './partner-views.ts';
import * as q from './partners.queries.ts';

/** A free slug from the name: `naam`, else `naam-2`, `naam-3`, … */
async function freeSlug(db: Database, name: string) {
  const base = slugify(name) || 'partner';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await q.slugTaken(db, slug))) return slug;
  }
}

/** Admins invite a partner organisation: the partner (pending, not public) and its first member's invitation. */
export async function invitePartner(ctx: ServiceContext, input: PartnerInviteInput): Promise<AdminPartner> {
  const admin = requireRole(ctx, 'admin');
  const { name, kind, email } = PartnerInviteInputSchema.parse(input);
  const partner = await withTransaction(ctx, async (tx) => {
    const row = await q.insertPartner(tx.db, {
      slug: await freeSlug(tx.db, name),
      name,
      kind,
      contactEmail: email.toLowerCase(),
    });
    await invitePartnerMember(tx, row, admin, email);
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: 'partner.invite',
      targetType: 'partner',
      targetId: row.id,
      details: { name, email: email.toLowerCase() },
    });
    return row;
  }).catch(openInvitationConflict);
  return { ...toAdmin(partner), members: 0, openInvitations: 1 };
}

function toAdmin(row: q.PartnerRow): Omit<AdminPartner, 'members' | 'openInvitations'> {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status: row.status,
    kind: row.kind,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function adminPartners(ctx: ServiceContext): Promise<AdminPartner[]> {
  requireRole(ctx, 'admin');
  const rows = await q.selectAllForAdmin(ctx.db, new Date());
  return rows.map((row) => ({ ...toAdmin(row.partner), members: row.members, openInvitations: row.openInvitations }));
}

/** Approve (the page goes public) or take offline; audited. */
export async function setPartnerStatus(ctx: ServiceContext, id: string, input: PartnerStatusInput): Promise<void> {
  const admin = requireRole(ctx, 'admin');
  const partner = await findPartner(ctx, id);
  await q.setStatus(ctx.db, partner.id, input.status);
  await recordAudit(ctx.db, {
    actorId: admin.user.id,
    action: 'partner.status',
    targetType: 'partner',
    targetId: partner.id,
    details: { from: partner.status, to: input.status },
  });
}

// Public

export async function publicPartners(ctx: ServiceContext, query: PartnerListQuery): Promise<PartnerSummary[]> {
  return (await q.selectApproved(ctx.db, query)).map(toSummary);
}

const NOT_FOUND = 'Deze partner bestaat niet.';

/** An approved partner by slug; unknown, pending and offline partners are all not found. */
export async function approvedPartner(ctx: Pick<ServiceContext, 'db'>, slug: string) {
  const partner = await q.selectApprovedBySlug(ctx.db, slug);
  if (!partner) throw new NotFoundError(NOT_FOUND);
  return partner;
}

export async function publicPartner(ctx: ServiceContext, slug: string): Promise<PartnerPage> {
  const partner = await approvedPartner(ctx, slug);
  return toPage(partner, await q.selectServices(ctx.db, partner.id));
}

export async function publicService(ctx: ServiceContext, slug: string, serviceId: string): Promise<PartnerServicePage> {
  const partner = await approvedPartner(ctx, slug);
  const service = isId(serviceId) ? await q.selectService(ctx.db, partner.id, serviceId) : undefined;
  if (!service) throw new NotFoundError('Deze dienst bestaat niet.');
  return { partner: toSummary(partner), service: toService(service) };
}
