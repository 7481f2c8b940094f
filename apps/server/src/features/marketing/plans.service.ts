import {
  type ChoosePlanInput,
  type ChoosePlanResult,
  findPlan,
  type MyBusinessPlan,
  PLAN_IDS,
  type PlanId,
  PRODUCT_SLUGS,
  type ProductSlug,
  type ProductUser,
  productsOfPlan,
  vatCents,
} from '@platform/core';
import { requireLogin, requireRole, requireVerified } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { recordAudit } from '../../platform/audit-log.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { findActivePlace, type PlaceKind, requirePlaceAccess } from '../../platform/place-access.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as q from './marketing.queries.ts';
import type { PaymentProvider } from './payment.ts';

type PlaceRow = Awaited<ReturnType<typeof q.selectPlacesWithPlans>>[number];

function asPlan(value: string | null): PlanId | null {
  return PLAN_IDS.find((id) => id === value) ?? null;
}

function asModules(values: readonly string[] | null): ProductSlug[] {
  return PRODUCT_SLUGS.filter((slug) => values?.includes(slug));
}

function toBusiness(kind: PlaceKind, row: PlaceRow): MyBusinessPlan {
  return {
    placeKind: kind,
    placeId: row.placeId,
    placeName: row.placeName,
    plaats: row.plaats,
    plan: asPlan(row.plan),
    modules: asModules(row.modules),
    since: row.since?.toISOString() ?? null,
  };
}

function toProductUser(kind: PlaceKind, row: PlaceRow, product: ProductSlug): ProductUser {
  return {
    placeKind: kind,
    placeId: row.placeId,
    placeName: row.placeName,
    plaats: row.plaats,
    slug: `${row.plaatsSlug}/${row.slug}`,
    plan: asPlan(row.plan),
    enabled: asModules(row.modules).includes(product),
  };
}

/** The signed-in owner's shops and venues, each with its plan and modules. */
export async function myPlans(ctx: ServiceContext): Promise<MyBusinessPlan[]> {
  const actor = requireLogin(ctx);
  const kinds: PlaceKind[] = ['coffeeshop', 'venue'];
  const lists = await Promise.all(kinds.map((kind) => q.selectPlacesWithPlans(ctx.db, kind, { ownerId: actor.user.id })));
  return kinds.flatMap((kind, index) => (lists[index] ?? []).map((row) => toBusiness(kind, row)));
}

/**
 * The owner chooses a plan for one of their places (ADR 051): in one transaction the invoice is numbered, the
 * payment provider charges (the default mails a Dutch invoice incl. 21 % btw) and the plan's modules switch on.
 * Managers and admins may not choose: the owner pays.
 */
export async function choosePlan(
  ctx: ServiceContext,
  input: ChoosePlanInput,
  payments: PaymentProvider,
  now = new Date(),
): Promise<ChoosePlanResult> {
  const access = await requirePlaceAccess(ctx, input.placeKind, input.placeId);
  if (access.place.ownerId !== access.actor.user.id) {
    throw new ForbiddenError('Alleen de eigenaar kiest het abonnement van deze zaak.');
  }
  const plan = findPlan(input.plan);
  const netCents = plan.monthlyCents;
  const vat = vatCents(netCents);
  const invoice = await withTransaction(ctx, async (tx) => {
    const number = await q.nextInvoiceNumber(tx.db, now.getFullYear());
    const { reference } = await payments.charge(
      {
        invoiceNumber: number,
        plan,
        placeName: access.place.name,
        netCents,
        vatCents: vat,
        totalCents: netCents + vat,
        customer: { userId: access.actor.user.id, name: access.actor.user.name, email: access.actor.user.email },
      },
      tx.mailer,
    );
    await q.insertInvoice(tx.db, {
      number,
      placeKind: input.placeKind,
      placeId: input.placeId,
      plan: plan.id,
      netCents,
      vatCents: vat,
      totalCents: netCents + vat,
      provider: payments.name,
      providerReference: reference,
      userId: access.actor.user.id,
    });
    await q.upsertSubscription(tx.db, {
      placeKind: input.placeKind,
      placeId: input.placeId,
      plan: plan.id,
      modules: productsOfPlan(plan.id),
      chosenBy: access.actor.user.id,
    });
    return { number, plan: plan.id, netCents, vatCents: vat, totalCents: netCents + vat, provider: payments.name };
  });
  const [row] = await q.selectPlacesWithPlans(ctx.db, input.placeKind, { placeId: input.placeId });
  if (!row) throw new NotFoundError('Deze zaak bestaat niet.');
  return { business: toBusiness(input.placeKind, row), invoice };
}

/** Every active shop and venue with its plan and whether this module is on (admins). */
export async function productUsers(ctx: ServiceContext, product: ProductSlug): Promise<ProductUser[]> {
  requireRole(ctx, 'admin');
  const kinds: PlaceKind[] = ['coffeeshop', 'venue'];
  const lists = await Promise.all(kinds.map((kind) => q.selectPlacesWithPlans(ctx.db, kind)));
  return kinds.flatMap((kind, index) => (lists[index] ?? []).map((row) => toProductUser(kind, row, product)));
}

async function onePlace(ctx: ServiceContext, kind: PlaceKind, placeId: string) {
  await findActivePlace(ctx, kind, placeId);
  const [row] = await q.selectPlacesWithPlans(ctx.db, kind, { placeId });
  if (!row) throw new NotFoundError(kind === 'coffeeshop' ? 'Deze coffeeshop bestaat niet.' : 'Deze horecazaak bestaat niet.');
  return row;
}

export async function productUser(ctx: ServiceContext, product: ProductSlug, kind: PlaceKind, placeId: string) {
  requireRole(ctx, 'admin');
  return toProductUser(kind, await onePlace(ctx, kind, placeId), product);
}

/** An admin switches one module on or off for one place, whatever its plan; the change goes into the audit log. */
export async function toggleProduct(
  ctx: ServiceContext,
  product: ProductSlug,
  kind: PlaceKind,
  placeId: string,
  enabled: boolean,
): Promise<ProductUser> {
  const actor = requireRole(ctx, 'admin');
  const row = await onePlace(ctx, kind, placeId);
  const current = asModules(row.modules);
  const modules = enabled ? [...new Set([...current, product])] : current.filter((slug) => slug !== product);
  await withTransaction(ctx, async (tx) => {
    await q.upsertSubscription(tx.db, { placeKind: kind, placeId, modules: asModules(modules), chosenBy: actor.user.id });
    await recordAudit(tx.db, {
      actorId: actor.user.id,
      action: kind === 'coffeeshop' ? 'shop.modules' : 'venue.modules',
      targetType: kind,
      targetId: placeId,
      details: { module: product, to: enabled ? 'aan' : 'uit' },
    });
  });
  return productUser(ctx, product, kind, placeId);
}

/** Coffeeshops with this module on, for signed-in verified users (`/{product}-coffeeshop-finder`). */
export async function coffeeshopsWithProduct(ctx: ServiceContext, product: ProductSlug): Promise<ProductUser[]> {
  requireVerified(ctx);
  const rows = await q.selectCoffeeshopsWithModule(ctx.db, product);
  return rows.map((row) => toProductUser('coffeeshop', row, product));
}
