import {
  ERROR_CODES,
  isId,
  MERCHANDISE_ORDERS_PER_HOUR,
  type Merchandise,
  type MerchandiseOrderInput,
  MerchandiseOrderInputSchema,
  type OrderProblem,
  orderProblem,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { AppError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { countHit } from '../horeca/index.ts';
import { approvedPartner, selectMembers } from '../partners/index.ts';
import * as q from './merchandise.queries.ts';
import { sendOrderConfirmation, sendOrderToSeller } from './merchandise-mail.ts';
import { toMerchandise } from './merchandise-views.ts';
import { ITEM_NOT_FOUND } from './seller.service.ts';

/** Published, and its partner (if any) approved: anything else is not found, as an unknown id is. */
async function visibleItem(ctx: Pick<ServiceContext, 'db'>, id: string) {
  const row = isId(id) ? await q.selectItem(ctx.db, id) : undefined;
  if (!row?.item.published || (row.partner && row.partner.status !== 'approved')) throw new NotFoundError(ITEM_NOT_FOUND);
  return row;
}

export async function publicItem(ctx: ServiceContext, id: string): Promise<Merchandise> {
  const row = await visibleItem(ctx, id);
  const stock = await q.selectStock(ctx.db, [row.item.id]);
  return toMerchandise(row, stock.get(row.item.id) ?? []);
}

/** The published items of an approved partner (its page lists them). */
export async function partnerItems(ctx: ServiceContext, partnerSlug: string): Promise<Merchandise[]> {
  const partner = await approvedPartner(ctx, partnerSlug);
  const rows = await q.selectPublishedOf(ctx.db, partner.id);
  const stock = await q.selectStock(
    ctx.db,
    rows.map((row) => row.item.id),
  );
  return rows.map((row) => toMerchandise(row, stock.get(row.item.id) ?? []));
}

function refuse(problem: OrderProblem): never {
  throw new ValidationError(problem.message, [{ path: [problem.field], message: problem.message }]);
}

/**
 * Anyone may ask to buy a published item (no payment): an address over MERCHANDISE_ORDERS_PER_HOUR is refused (429),
 * a filled honeypot is answered like a success and stores nothing. The quantity is taken off the size's stock in the
 * same transaction as the order, so more than the stock is refused (Dutch, 422) and nothing is stored. The seller's
 * members (or the platform's admins) get the request by mail; the buyer a confirmation.
 */
export async function requestOrder(
  ctx: ServiceContext,
  id: string,
  input: MerchandiseOrderInput,
  address: string,
  now = Date.now(),
): Promise<{ received: true }> {
  if ((await countHit(ctx.db, `merchandise-order:address:${address}`, 3600, now)) > MERCHANDISE_ORDERS_PER_HOUR) {
    throw new AppError(
      429,
      ERROR_CODES.rateLimited,
      'Er zijn vanaf dit adres te veel bestelaanvragen verstuurd. Probeer het over een uur opnieuw.',
    );
  }
  const data = MerchandiseOrderInputSchema.parse(input);
  const row = await visibleItem(ctx, id);
  if (data.website.trim() !== '') return { received: true };
  const stock = (await q.selectStock(ctx.db, [row.item.id])).get(row.item.id) ?? [];
  const problem = orderProblem(stock, data.size, data.quantity);
  if (problem) refuse(problem);
  const size = stock.find((entry) => entry.size.toLowerCase() === data.size.toLowerCase())?.size ?? data.size;
  await withTransaction(ctx, async (tx) => {
    if (!(await q.reserveStock(tx.db, row.item.id, size, data.quantity))) {
      // Another request took the stock in the meantime: the same message with what is left now.
      const left = (await q.selectStock(tx.db, [row.item.id])).get(row.item.id) ?? [];
      refuse(orderProblem(left, size, data.quantity) ?? { field: 'quantity', message: 'Dit artikel is uitverkocht' });
    }
    const order = await q.insertOrder(tx.db, {
      merchandiseId: row.item.id,
      name: data.name,
      email: data.email.toLowerCase(),
      size,
      quantity: data.quantity,
      message: data.message,
    });
    const recipients = row.partner ? await selectMembers(tx.db, row.partner.id) : await q.selectAdminRecipients(tx.db);
    const mail = { item: row.item, sellerName: row.partner?.name ?? null, order };
    for (const recipient of recipients) await sendOrderToSeller(tx, recipient, mail);
    await sendOrderConfirmation(tx, mail, ctx.actor?.user.id ?? null);
  });
  return { received: true };
}
