import { type Application, type DuplicateReason, type ReviewDecision, type ReviewItem, slugify } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import type { Database } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { createCoffeeshop } from '../cannabis-admin/index.ts';
import { createVenue } from '../horeca/index.ts';
import { savePlacePhotos } from '../place-photos/index.ts';
import { toApplication, toApplications } from './application-view.ts';
import { decisionMail } from './mails.ts';
import * as q from './onboarding.queries.ts';
import { KVK_LIVE } from './onboarding.service.ts';

/*
 * The admin's side (issue 16, ADR 032): the queue of submitted applications with likely duplicates flagged, and one
 * decision each: approve (the shop goes live or the claim is granted), ask for changes, or reject.
 */

const addressKey = (row: q.ApplicationRow) => {
  const address = row.draft.address;
  return row.name && address ? `${row.name.toLowerCase()}|${address.postcode}|${address.houseNumber.toLowerCase()}` : null;
};

async function duplicates(db: Database, rows: q.ApplicationRow[]): Promise<Map<string, DuplicateReason[]>> {
  const kvkPeers = await q.selectKvkPeers(db, [...new Set(rows.flatMap((row) => (row.kvkNumber ? [row.kvkNumber] : [])))]);
  const claimed = new Map(
    (
      await q.selectShops(
        db,
        rows.flatMap((row) => (row.claimShopId ? [row.claimShopId] : [])),
      )
    ).map((s) => [s.id, s]),
  );
  const result = new Map<string, DuplicateReason[]>();
  for (const row of rows) {
    const reasons: DuplicateReason[] = [];
    if (kvkPeers.some((peer) => peer.kvkNumber === row.kvkNumber && peer.id !== row.id)) reasons.push('same_kvk');
    const key = addressKey(row);
    const address = row.draft.address;
    const lookup = row.brand === 'horeca' ? q.selectVenueBySlugs : q.selectShopBySlugs;
    const liveTwin =
      row.kind === 'new' && row.name && address ? await lookup(db, slugify(address.plaats), slugify(row.name)) : null;
    if (
      (key && rows.some((other) => other.id !== row.id && addressKey(other) === key)) ||
      (liveTwin && liveTwin.postcode === address?.postcode)
    ) {
      reasons.push('same_name_address');
    }
    if (row.claimShopId && claimed.get(row.claimShopId)?.ownerId) reasons.push('claimed_shop_has_owner');
    result.set(row.id, reasons);
  }
  return result;
}

/** Submitted applications, oldest first, with their applicant and what looks like a duplicate. */
export async function reviewQueue(ctx: ServiceContext): Promise<ReviewItem[]> {
  requireRole(ctx, 'admin');
  const rows = await q.selectSubmitted(ctx.db);
  const applications = await toApplications(
    ctx.db,
    rows.map((row) => row.application),
  );
  const flags = await duplicates(
    ctx.db,
    rows.map((row) => row.application),
  );
  return applications.map((application, index) => ({
    ...application,
    applicant: (rows[index] as (typeof rows)[number]).applicant,
    duplicates: flags.get(application.id) ?? [],
  }));
}

/** A new venue from a horeca application, owned by the applicant, with the platform's starting floor. */
async function approveVenue(tx: ServiceContext, row: q.ApplicationRow, applicantEmail: string): Promise<string> {
  const { business, address, contact, hours, venue } = row.draft;
  if (!business || !address || !contact || !hours || !venue) throw new ConflictError('Deze aanmelding is niet compleet.');
  const created = await createVenue(tx, {
    name: business.name,
    description: business.description,
    address: `${address.street} ${address.houseNumber}`,
    postcode: address.postcode,
    plaats: address.plaats,
    latitude: address.latitude,
    longitude: address.longitude,
    phone: contact.phone,
    website: contact.website,
    email: contact.email,
    openingHours: hours.openingHours,
    // Drafts saved before exceptions existed have none.
    openingHoursExceptions: hours.openingHoursExceptions ?? [],
    category: venue.category,
    cuisines: venue.cuisines,
    priceLevel: venue.priceLevel,
    reservationsEnabled: venue.reservationsEnabled,
    maxPartySize: venue.maxPartySize,
    coverLimitPerSlot: 40,
    cutoffHours: 2,
    notifyEmail: contact.email,
    ownerEmail: applicantEmail,
  });
  return created.id;
}

/** The shop an approval creates (a new listing, owned by the applicant) or hands over (a claim). */
async function approve(tx: ServiceContext, row: q.ApplicationRow, applicantEmail: string): Promise<string> {
  if (row.kind === 'claim') {
    if (!row.claimShopId || !(await q.claimShop(tx.db, row.claimShopId, row.applicantId))) {
      throw new ConflictError('Deze coffeeshop heeft al een eigenaar.');
    }
    return row.claimShopId;
  }
  if (row.kvkNumber && (await q.selectLiveKvk(tx.db, row.kvkNumber, row.id))) {
    throw new ConflictError(KVK_LIVE[row.brand]);
  }
  if (row.brand === 'horeca') {
    const venueId = await approveVenue(tx, row, applicantEmail);
    await savePlacePhotos(tx.db, 'venue', venueId, row.draft.photos ?? []);
    return venueId;
  }
  const { business, address, contact, hours, rules } = row.draft;
  if (!business || !address || !contact || !hours || !rules) {
    throw new ConflictError('Deze aanmelding is niet compleet.');
  }
  const shop = await createCoffeeshop(tx, {
    name: business.name,
    description: business.description,
    address: `${address.street} ${address.houseNumber}`,
    postcode: address.postcode,
    plaats: address.plaats,
    province: address.province,
    latitude: address.latitude,
    longitude: address.longitude,
    phone: contact.phone,
    website: contact.website,
    openingHours: hours.openingHours,
    // Drafts saved before exceptions existed have none.
    openingHoursExceptions: hours.openingHoursExceptions ?? [],
    ...rules,
    ownerEmail: applicantEmail,
  });
  // The draft's photos become the shop's (ADR 033).
  await savePlacePhotos(tx.db, 'coffeeshop', shop.id, row.draft.photos ?? []);
  return shop.id;
}

const STATUS = { approve: 'approved', changes: 'changes_requested', reject: 'rejected' } as const;

export async function decide(ctx: ServiceContext, id: string, input: ReviewDecision): Promise<Application> {
  const admin = requireRole(ctx, 'admin');
  let placeId: string | null = null;
  const row = await withTransaction(ctx, async (tx) => {
    const row = await q.lockApplication(tx.db, id);
    if (!row) throw new NotFoundError('Deze aanvraag bestaat niet.');
    if (row.status !== 'submitted') throw new ConflictError('Deze aanvraag wacht niet op een beoordeling.');
    const applicant = await q.selectUser(tx.db, row.applicantId);
    if (!applicant) throw new NotFoundError('Deze gebruiker bestaat niet meer.');
    if (input.decision === 'approve') placeId = await approve(tx, row, applicant.email);
    const note = input.note || null;
    const updated = await q.updateApplication(tx.db, row.id, {
      status: STATUS[input.decision],
      reviewNote: note,
      ...(row.brand === 'horeca' ? { venueId: placeId } : { placeId }),
      decidedBy: admin.user.id,
      decidedAt: new Date(),
    });
    await recordAudit(tx.db, {
      actorId: admin.user.id,
      action: `onboarding.${input.decision}`,
      targetType: 'place_application',
      targetId: row.id,
      details: { applicant: row.applicantId, kind: row.kind, place: placeId, note },
    });
    await tx.mailer.send(decisionMail(ctx.publicUrl, applicant, row.name ?? '', input, row.brand));
    return updated;
  });
  if (placeId && row.brand === 'coffeeshop') await publishShopChange(ctx, placeId);
  return toApplication(ctx.db, row);
}
