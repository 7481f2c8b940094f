import {
  isId,
  type ManagedPartner,
  type PartnerInvitation,
  type PartnerMemberInviteInput,
  type PartnerMembership,
  type PartnerProfileInput,
  PartnerProfileInputSchema,
  type PartnerService,
  type PartnerServiceInput,
  PartnerServiceInputSchema,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError, TooManyRequestsError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { countHit } from '../horeca/index.ts';
import { requirePartnerAccess } from './partner-access.ts';
import { invitePartnerMember, openInvitationConflict } from './partner-invitation.service.ts';
import { toManaged, toService } from './partner-views.ts';
import * as q from './partners.queries.ts';

/** The partners the signed-in user is a member of (the partner dashboard's picker). */
export async function myPartners(ctx: ServiceContext): Promise<PartnerMembership[]> {
  const actor = requireLogin(ctx);
  return q.selectMemberships(ctx.db, actor.user.id);
}

export async function managedPartner(ctx: ServiceContext, id: string): Promise<ManagedPartner> {
  const { partner } = await requirePartnerAccess(ctx, id);
  return toManaged(partner, await q.selectServices(ctx.db, partner.id));
}

export async function updateProfile(ctx: ServiceContext, id: string, input: PartnerProfileInput): Promise<ManagedPartner> {
  const { partner } = await requirePartnerAccess(ctx, id);
  const values = PartnerProfileInputSchema.parse(input);
  const updated = await q.updatePartner(ctx.db, partner.id, { ...values, contactEmail: values.contactEmail.toLowerCase() });
  if (!updated) throw new NotFoundError('Deze partner bestaat niet.');
  return toManaged(updated, await q.selectServices(ctx.db, partner.id));
}

/** The logo through the image pipeline (type from the bytes, WebP presets); read only after the access check. */
export async function uploadLogo(ctx: ServiceContext, id: string, read: () => Promise<Buffer>): Promise<{ url: string }> {
  const { partner } = await requirePartnerAccess(ctx, id);
  const image = await storeImage(ctx.storage, await read());
  await q.updatePartner(ctx.db, partner.id, { logoUrl: image.url });
  return { url: image.url };
}

export async function addService(ctx: ServiceContext, id: string, input: PartnerServiceInput): Promise<PartnerService> {
  const { partner } = await requirePartnerAccess(ctx, id);
  const values = PartnerServiceInputSchema.parse(input);
  const row = await q.insertService(ctx.db, {
    ...values,
    partnerId: partner.id,
    sortOrder: await q.nextServiceOrder(ctx.db, partner.id),
  });
  return toService(row);
}

const NO_SERVICE = 'Deze dienst bestaat niet.';

export async function updateService(
  ctx: ServiceContext,
  id: string,
  serviceId: string,
  input: PartnerServiceInput,
): Promise<PartnerService> {
  const { partner } = await requirePartnerAccess(ctx, id);
  const row = isId(serviceId)
    ? await q.updateService(ctx.db, partner.id, serviceId, PartnerServiceInputSchema.parse(input))
    : undefined;
  if (!row) throw new NotFoundError(NO_SERVICE);
  return toService(row);
}

export async function removeService(ctx: ServiceContext, id: string, serviceId: string): Promise<void> {
  const { partner } = await requirePartnerAccess(ctx, id);
  if (!(isId(serviceId) && (await q.deleteService(ctx.db, partner.id, serviceId)))) throw new NotFoundError(NO_SERVICE);
}

/** Members (and admins) invite further members. */
export const MEMBER_INVITATIONS_PER_DAY = 20;
const DAY_SECONDS = 24 * 60 * 60;

export async function inviteMember(ctx: ServiceContext, id: string, input: PartnerMemberInviteInput): Promise<PartnerInvitation> {
  const { partner, actor } = await requirePartnerAccess(ctx, id);
  // Members may invite colleagues, not use the platform to mail any address they like (a day's allowance per partner).
  if ((await countHit(ctx.db, `partner-invitations:${partner.id}`, DAY_SECONDS, Date.now())) > MEMBER_INVITATIONS_PER_DAY) {
    throw new TooManyRequestsError(
      `Er zijn vandaag al ${MEMBER_INVITATIONS_PER_DAY} uitnodigingen verstuurd voor deze partner. Probeer het morgen opnieuw.`,
    );
  }
  return withTransaction(ctx, (tx) => invitePartnerMember(tx, partner, actor, input.email)).catch(openInvitationConflict);
}
