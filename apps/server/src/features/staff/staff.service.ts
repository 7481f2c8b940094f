import {
  INVITATION_DAYS,
  isId,
  PLACE_PERMISSIONS,
  PLACE_PERMISSIONS_BY_KIND,
  type PlaceKindName,
  type PlacePermission,
  type PlaceStaff,
  type StaffInvitation,
  type StaffInvitationInput,
  type StaffPermissionsInput,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { placeInvitations } from '../../db/schema/index.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { newInvitationToken } from '../../platform/invitations.ts';
import { auditAdminPlaceChange, type PlaceAccess, requirePlaceAccess } from '../../platform/place-access.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './staff.queries.ts';

export const invitationUrl = (publicUrl: string, token: string) => `${publicUrl}/uitnodiging/${token}`;

const PLACE_WORD: Record<PlaceKindName, string> = { coffeeshop: 'coffeeshop', venue: 'horecazaak' };
const NOT_APPLICABLE: Record<PlaceKindName, string> = {
  coffeeshop: 'Dit recht hoort niet bij een coffeeshop.',
  venue: 'Dit recht hoort niet bij een horecazaak.',
};

function toInvitation(row: typeof placeInvitations.$inferSelect): StaffInvitation {
  return {
    id: row.id,
    email: row.email,
    permissions: row.permissions,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/**
 * Only rights of this kind of place may be given, and a manager with the staff right gives (or takes away) only
 * rights they hold themselves; owners and admins all. For an invitation every right is `added`; for an edit only
 * the difference counts, so a right kept from before (all five for older managers) stays as it is.
 */
function checkGrantable(
  kind: PlaceKindName,
  access: PlaceAccess<PlaceKindName>,
  added: PlacePermission[],
  permissions: PlacePermission[] = added,
) {
  const applicable = PLACE_PERMISSIONS_BY_KIND[kind];
  if (added.some((permission) => !applicable.includes(permission))) {
    throw new ValidationError(NOT_APPLICABLE[kind], [{ path: ['permissions'], message: NOT_APPLICABLE[kind] }]);
  }
  if (permissions.some((permission) => !access.permissions.includes(permission))) {
    throw new ForbiddenError('Je kunt alleen rechten geven die je zelf hebt.');
  }
}

function audit(ctx: ServiceContext, kind: PlaceKindName, access: PlaceAccess<PlaceKindName>, details: Record<string, unknown>) {
  return auditAdminPlaceChange(ctx, kind, access, kind === 'coffeeshop' ? 'shop.staff' : 'venue.staff', details);
}

/** The owner, managers and open invitations of a place (owner, admins, managers with the staff right). */
export async function listStaff(ctx: ServiceContext, kind: PlaceKindName, placeId: string): Promise<PlaceStaff> {
  const access = await requirePlaceAccess(ctx, kind, placeId, 'staff');
  const now = new Date();
  const [owner, managers, invitations] = await Promise.all([
    access.place.ownerId ? q.selectUserById(ctx.db, access.place.ownerId) : undefined,
    q.selectManagers(ctx.db, kind, access.place.id),
    q.selectPendingInvitations(ctx.db, kind, access.place.id, now),
  ]);
  return {
    kind,
    placeName: access.place.name,
    owner: owner ? { name: owner.name, email: owner.email } : null,
    grantable: PLACE_PERMISSIONS_BY_KIND[kind].filter((permission) => access.permissions.includes(permission)),
    managers: managers.map((row) => ({ ...row, since: row.since.toISOString() })),
    invitations: invitations.map(toInvitation),
  };
}

/** Invites someone by e-mail to manage the place: one pending invitation per address, a link that works INVITATION_DAYS days. */
export async function invite(
  ctx: ServiceContext,
  kind: PlaceKindName,
  placeId: string,
  input: StaffInvitationInput & { permissions: PlacePermission[] },
): Promise<StaffInvitation> {
  const access = await requirePlaceAccess(ctx, kind, placeId, 'staff');
  checkGrantable(kind, access, input.permissions);
  const email = input.email.toLowerCase();
  const now = new Date();
  const user = await q.selectUserByEmail(ctx.db, email);
  if (user && user.id === access.place.ownerId) throw new ConflictError('Dit is de eigenaar: die beheert de zaak al.');
  if (user && (await q.selectManager(ctx.db, kind, access.place.id, user.id))) {
    throw new ConflictError('Deze persoon beheert deze zaak al.');
  }
  if (await q.selectPendingInvitationFor(ctx.db, kind, access.place.id, email, now)) {
    throw new ConflictError('Er staat al een uitnodiging open voor dit e-mailadres.');
  }
  const { token, tokenHash, expiresAt } = newInvitationToken(now);
  const url = invitationUrl(ctx.publicUrl, token);
  const row = await withTransaction(ctx, async (tx) => {
    await q.closeExpiredInvitations(tx.db, kind, access.place.id, email, now);
    const stored = await q.insertInvitation(tx.db, {
      placeKind: kind,
      placeId: access.place.id,
      email,
      permissions: input.permissions,
      tokenHash,
      invitedById: access.actor.user.id,
      expiresAt,
    });
    await tx.mailer.send({
      kind: 'staff_invitation',
      to: email,
      // In-app too only for an account that confirmed this address (ADR 060): sign-up alone proves nothing.
      userId: user?.emailVerified ? user.id : null,
      subject: `Uitnodiging: beheer ${access.place.name}`,
      text: [
        `Hallo,`,
        '',
        `${access.actor.user.name} nodigt je uit om ${PLACE_WORD[kind]} ${access.place.name} mee te beheren.`,
        `Open deze link om de uitnodiging aan te nemen (log in of maak een account aan met dit e-mailadres):`,
        url,
        '',
        `De link werkt ${INVITATION_DAYS} dagen.`,
      ].join('\n'),
      secrets: [url, token],
    });
    return stored;
  }).catch((error: unknown) => {
    // Two invitations to one address sent at once: the unique index keeps one; the other is told so.
    if (String((error as { cause?: unknown })?.cause ?? error).includes('place_invitations_open_idx')) {
      throw new ConflictError('Er staat al een uitnodiging open voor dit e-mailadres.');
    }
    throw error;
  });
  await audit(ctx, kind, access, { change: 'invite', email });
  return toInvitation(row);
}

export async function revokeInvitation(ctx: ServiceContext, kind: PlaceKindName, placeId: string, invitationId: string) {
  const access = await requirePlaceAccess(ctx, kind, placeId, 'staff');
  const found = isId(invitationId) ? await q.revokeInvitation(ctx.db, kind, access.place.id, invitationId, new Date()) : null;
  if (!found) throw new NotFoundError('Deze uitnodiging bestaat niet (meer).');
  await audit(ctx, kind, access, { change: 'revoke', invitationId });
}

async function requireManagerOf(ctx: ServiceContext, kind: PlaceKindName, placeId: string, userId: string) {
  const manager = await q.selectManager(ctx.db, kind, placeId, userId);
  if (!manager) throw new NotFoundError('Deze beheerder bestaat niet.');
  return manager;
}

export async function updatePermissions(
  ctx: ServiceContext,
  kind: PlaceKindName,
  placeId: string,
  userId: string,
  input: StaffPermissionsInput & { permissions: PlacePermission[] },
) {
  const access = await requirePlaceAccess(ctx, kind, placeId, 'staff');
  if (access.asManager && userId === access.actor.user.id) throw new ForbiddenError('Je kunt je eigen rechten niet wijzigen.');
  const manager = await requireManagerOf(ctx, kind, access.place.id, userId);
  const changed = PLACE_PERMISSIONS.filter(
    (permission) => input.permissions.includes(permission) !== manager.permissions.includes(permission),
  );
  const added = changed.filter((permission) => input.permissions.includes(permission));
  checkGrantable(kind, access, added, changed);
  await q.updateManagerPermissions(ctx.db, kind, access.place.id, userId, input.permissions);
  await audit(ctx, kind, access, { change: 'permissions', userId, permissions: input.permissions });
}

export async function removeManager(ctx: ServiceContext, kind: PlaceKindName, placeId: string, userId: string) {
  const access = await requirePlaceAccess(ctx, kind, placeId, 'staff');
  const manager = await requireManagerOf(ctx, kind, access.place.id, userId);
  // A manager removes only someone whose rights they hold themselves, as they may only take away such rights.
  checkGrantable(kind, access, [], manager.permissions);
  await q.deleteManager(ctx.db, kind, access.place.id, userId);
  await audit(ctx, kind, access, { change: 'remove', userId });
}
