import {
  isId,
  type ManagedMerchandise,
  type MerchandiseInput,
  MerchandiseInputSchema,
  type MerchandiseOrder,
  stockRows,
} from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { Actor, ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { blockUnlessPasses, checkPost } from '../content/index.ts';
import { requirePartnerAccess } from '../partners/index.ts';
import * as q from './merchandise.queries.ts';
import { toManaged, toOrder } from './merchandise-views.ts';

export const ITEM_NOT_FOUND = 'Dit artikel bestaat niet.';

/** Who writes: the partner's member or an admin (for a partner), or an admin (for the platform's items). */
type Seller = { actor: Actor; partnerId: string | null; asAdmin: boolean };

async function partnerSeller(ctx: ServiceContext, partnerId: string): Promise<Seller> {
  const access = await requirePartnerAccess(ctx, partnerId);
  return { actor: access.actor, partnerId: access.partner.id, asAdmin: access.asAdmin };
}

function adminSeller(ctx: ServiceContext): Seller {
  return { actor: requireRole(ctx, 'admin'), partnerId: null, asAdmin: true };
}

async function managedList(ctx: ServiceContext, rows: Array<q.ItemWithSeller & { orders: number }>) {
  const stock = await q.selectStock(
    ctx.db,
    rows.map((row) => row.item.id),
  );
  return rows.map((row) => toManaged(row, stock.get(row.item.id) ?? []));
}

/** The item, if it exists and (`partnerId` given: on a partner's dashboard) is that partner's; else a Dutch 404. */
async function ownItem(ctx: ServiceContext, partnerId: string | null, itemId: string) {
  const row = isId(itemId) ? await q.selectItem(ctx.db, itemId) : undefined;
  if (!row || (partnerId !== null && row.item.partnerId !== partnerId)) throw new NotFoundError(ITEM_NOT_FOUND);
  return row;
}

async function oneManaged(ctx: ServiceContext, itemId: string): Promise<ManagedMerchandise> {
  const [managed] = await managedList(ctx, [await ownItem(ctx, null, itemId)]);
  if (!managed) throw new NotFoundError(ITEM_NOT_FOUND);
  return managed;
}

/** A published cannabis-brand item (or one that names cannabis) passes the compliance check; nothing is stored if not. */
async function checkPublishable(ctx: ServiceContext, item: Pick<MerchandiseInput, 'brand' | 'name' | 'description'>) {
  blockUnlessPasses(await checkPost(ctx, { brand: item.brand, title: item.name, summary: '', bodyText: item.description }));
}

async function save(ctx: ServiceContext, seller: Seller, itemId: string | null, input: MerchandiseInput) {
  const values = MerchandiseInputSchema.parse(input);
  const existing = itemId ? await ownItem(ctx, seller.partnerId, itemId) : undefined;
  if (values.published) await checkPublishable(ctx, values);
  const fields = {
    name: values.name,
    description: values.description,
    brand: values.brand,
    priceCents: Math.round(values.price * 100),
    images: values.images,
    published: values.published,
  };
  const id = await withTransaction(ctx, async (tx) => {
    const row = existing
      ? await q.updateItem(tx.db, existing.item.id, fields)
      : await q.insertItem(tx.db, { ...fields, partnerId: seller.partnerId });
    if (!row) throw new NotFoundError(ITEM_NOT_FOUND);
    await q.replaceStock(tx.db, row.id, stockRows(values));
    if (seller.asAdmin) await audit(tx, seller.actor, existing ? 'bewerkt' : 'aangemaakt', row);
    return row.id;
  });
  return oneManaged(ctx, id);
}

type Change = 'aangemaakt' | 'bewerkt' | 'verwijderd' | 'gepubliceerd' | 'offline gehaald';

/** An admin's change to a partner's item, on the partner's audit trail. */
async function audit(
  ctx: ServiceContext,
  actor: Actor,
  change: Change,
  item: { id: string; name: string; partnerId: string | null },
) {
  if (!item.partnerId) return;
  await recordAudit(ctx.db, {
    actorId: actor.user.id,
    action: 'partner.merchandise',
    targetType: 'partner',
    targetId: item.partnerId,
    details: { change, merchandiseId: item.id, name: item.name },
  });
}

/** Both kinds of seller upload images through the image pipeline (type from the bytes, WebP presets). */
async function uploadImage(ctx: ServiceContext, read: () => Promise<Buffer>) {
  const image = await storeImage(ctx.storage, await read());
  return { url: image.url };
}

// The partner dashboard (members and admins)

export async function partnerItems(ctx: ServiceContext, partnerId: string): Promise<ManagedMerchandise[]> {
  const seller = await partnerSeller(ctx, partnerId);
  return managedList(ctx, await q.selectItemsOf(ctx.db, seller.partnerId));
}

export async function partnerItem(ctx: ServiceContext, partnerId: string, itemId: string): Promise<ManagedMerchandise> {
  const seller = await partnerSeller(ctx, partnerId);
  await ownItem(ctx, seller.partnerId, itemId);
  return oneManaged(ctx, itemId);
}

export async function savePartnerItem(ctx: ServiceContext, partnerId: string, itemId: string | null, input: MerchandiseInput) {
  return save(ctx, await partnerSeller(ctx, partnerId), itemId, input);
}

export async function removePartnerItem(ctx: ServiceContext, partnerId: string, itemId: string): Promise<void> {
  const seller = await partnerSeller(ctx, partnerId);
  const row = await ownItem(ctx, seller.partnerId, itemId);
  await withTransaction(ctx, async (tx) => {
    await q.deleteItem(tx.db, row.item.id);
    if (seller.asAdmin) await audit(tx, seller.actor, 'verwijderd', row.item);
  });
}

export async function uploadPartnerImage(ctx: ServiceContext, partnerId: string, read: () => Promise<Buffer>) {
  await partnerSeller(ctx, partnerId);
  return uploadImage(ctx, read);
}

export async function partnerOrders(ctx: ServiceContext, partnerId: string): Promise<MerchandiseOrder[]> {
  const seller = await partnerSeller(ctx, partnerId);
  return (await q.selectOrdersOf(ctx.db, seller.partnerId ?? '')).map(toOrder);
}

// Admins: every item; the platform's own items

export async function adminItems(ctx: ServiceContext): Promise<ManagedMerchandise[]> {
  requireRole(ctx, 'admin');
  return managedList(ctx, await q.selectAllItems(ctx.db));
}

export async function adminItem(ctx: ServiceContext, itemId: string): Promise<ManagedMerchandise> {
  requireRole(ctx, 'admin');
  return oneManaged(ctx, itemId);
}

export async function createPlatformItem(ctx: ServiceContext, input: MerchandiseInput) {
  return save(ctx, adminSeller(ctx), null, input);
}

/** Admins edit any item (a partner's too: audited, it stays the partner's). */
export async function updateAnyItem(ctx: ServiceContext, itemId: string, input: MerchandiseInput) {
  const admin = adminSeller(ctx);
  const row = await ownItem(ctx, null, itemId);
  return save(ctx, { ...admin, partnerId: row.item.partnerId }, itemId, input);
}

/** Admins publish or take offline any item; publishing passes the compliance check. */
export async function setPublished(ctx: ServiceContext, itemId: string, published: boolean): Promise<ManagedMerchandise> {
  const admin = adminSeller(ctx);
  const row = await ownItem(ctx, null, itemId);
  if (published) await checkPublishable(ctx, row.item);
  await withTransaction(ctx, async (tx) => {
    await q.updateItem(tx.db, row.item.id, { published });
    await audit(tx, admin.actor, published ? 'gepubliceerd' : 'offline gehaald', row.item);
  });
  return oneManaged(ctx, itemId);
}

/** Admins delete the platform's items; a partner's item they take offline instead (it is the partner's). */
export async function removePlatformItem(ctx: ServiceContext, itemId: string): Promise<void> {
  adminSeller(ctx);
  const row = await ownItem(ctx, null, itemId);
  if (row.item.partnerId) {
    throw new ConflictError('Dit artikel is van een partner. Haal het offline in plaats van het te verwijderen.');
  }
  await q.deleteItem(ctx.db, row.item.id);
}

export async function uploadPlatformImage(ctx: ServiceContext, read: () => Promise<Buffer>) {
  adminSeller(ctx);
  return uploadImage(ctx, read);
}

/** The newest order requests of every seller (the admin list). */
export const ADMIN_ORDER_LIMIT = 200;

export async function adminOrders(ctx: ServiceContext): Promise<MerchandiseOrder[]> {
  requireRole(ctx, 'admin');
  return (await q.selectAllOrders(ctx.db, ADMIN_ORDER_LIMIT)).map(toOrder);
}
