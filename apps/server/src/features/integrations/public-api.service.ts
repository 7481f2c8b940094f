import {
  type ApiProductPatch,
  type ApiScope,
  type BookingInput,
  type BookingResult,
  looksLikeApiKey,
  type ManagedProduct,
  type ManagerReservation,
  type MenuSection,
  type PlaceKindName,
  type ProductListQuery,
  type ProductPage,
} from '@platform/core';
import { ensureProfile, findRole } from '../../auth/profiles.ts';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, NotFoundError, TooManyRequestsError, UnauthorizedError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { type BookingLimits, book, managedVenueMenu, managerDay } from '../horeca/index.ts';
import { listProducts, updateProduct } from '../menu/index.ts';
import * as q from './integrations.queries.ts';
import { hashKey } from './keys.service.ts';

export const MISSING_KEY = 'Geef je API-sleutel mee: Authorization: Bearer <sleutel>.';
export const UNKNOWN_KEY = 'Deze API-sleutel is onbekend.';
export const REVOKED_KEY = 'Deze API-sleutel is ingetrokken.';
export const OTHER_PLACE = 'Deze zaak hoort niet bij deze API-sleutel.';
const WINDOW_SECONDS = 60;

/** The key in an `Authorization: Bearer <key>` header, or null. */
export function bearerKey(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/**
 * Every public API call: a known, unrevoked key within its per-minute limit (429 with Retry-After),
 * holding `scope`, for its own place. The call then runs as the key's creator, so the menu and
 * booking services check again that this person still runs the place (ADR 057).
 */
export async function authorizeKey(
  ctx: ServiceContext,
  authorization: string | undefined,
  scope: ApiScope,
  kind: PlaceKindName,
  placeId: string,
  now: Date = new Date(),
): Promise<{ ctx: ServiceContext; key: q.ApiKeyRow }> {
  const secret = bearerKey(authorization);
  if (!secret) throw new UnauthorizedError(MISSING_KEY);
  const key = looksLikeApiKey(secret) ? await q.selectKeyByHash(ctx.db, hashKey(secret)) : undefined;
  if (!key) throw new UnauthorizedError(UNKNOWN_KEY);
  if (key.revokedAt) throw new UnauthorizedError(REVOKED_KEY);
  const { count, windowStart } = await q.countHit(ctx.db, `api-key:${key.id}`, WINDOW_SECONDS, now.getTime());
  if (count > key.rateLimitPerMinute) {
    const retryAfter = Math.max(1, Math.ceil((windowStart + WINDOW_SECONDS * 1000 - now.getTime()) / 1000));
    // The key's limit and the exact wait are in the key list and the Retry-After header.
    throw new TooManyRequestsError(undefined, retryAfter);
  }
  await q.touchKey(ctx.db, key.id, now);
  if (!key.scopes.includes(scope)) throw new ForbiddenError(`Deze API-sleutel heeft het recht ${scope} niet.`);
  if (key.placeKind !== kind || key.placeId !== placeId) throw new NotFoundError(OTHER_PLACE);
  const user = await q.selectUser(ctx.db, key.createdBy);
  if (!user) throw new UnauthorizedError(UNKNOWN_KEY);
  const [profile, role] = await Promise.all([ensureProfile(ctx.db, user.id), findRole(ctx.db, user.id)]);
  const keyCtx = { ...ctx, actor: { user, sessionId: `api-key:${key.id}`, profile, role } };
  // A key keeps working only while the place's plan holds the integrations (ADR 069).
  await requireModule(keyCtx, kind, placeId, 'koppelingen');
  return { ctx: keyCtx, key };
}

export async function apiListProducts(
  ctx: ServiceContext,
  authorization: string | undefined,
  coffeeshopId: string,
  query: ProductListQuery,
): Promise<ProductPage> {
  const authorized = await authorizeKey(ctx, authorization, 'menu:read', 'coffeeshop', coffeeshopId);
  return listProducts(authorized.ctx, coffeeshopId, query);
}

/** Stock needs `stock:write`, prices `prices:write`; the change goes through the menu service (screens update live). */
export async function apiUpdateProduct(
  ctx: ServiceContext,
  authorization: string | undefined,
  coffeeshopId: string,
  productId: string,
  patch: ApiProductPatch,
): Promise<ManagedProduct> {
  const scope: ApiScope = patch.voorraad !== undefined ? 'stock:write' : 'prices:write';
  const authorized = await authorizeKey(ctx, authorization, scope, 'coffeeshop', coffeeshopId);
  if (patch.voorraad !== undefined && patch.prijzen !== undefined && !authorized.key.scopes.includes('prices:write')) {
    throw new ForbiddenError('Deze API-sleutel heeft het recht prices:write niet.');
  }
  return updateProduct(authorized.ctx, coffeeshopId, productId, patch);
}

/** A venue's menu as its public page shows it (ADR 080): the same query, for the key's own venue. */
export async function apiVenueMenu(
  ctx: ServiceContext,
  authorization: string | undefined,
  venueId: string,
): Promise<MenuSection[]> {
  const authorized = await authorizeKey(ctx, authorization, 'menu:read', 'venue', venueId);
  return managedVenueMenu(authorized.ctx, venueId);
}

export async function apiListReservations(
  ctx: ServiceContext,
  authorization: string | undefined,
  venueId: string,
  date: string,
): Promise<ManagerReservation[]> {
  const authorized = await authorizeKey(ctx, authorization, 'reservations:read', 'venue', venueId);
  return (await managerDay(authorized.ctx, venueId, date)).reservations;
}

/** A booking with the venue's own rules (times, capacity, party size, limits), as the booking form makes it. */
export async function apiCreateReservation(
  ctx: ServiceContext,
  limits: BookingLimits,
  authorization: string | undefined,
  venueId: string,
  input: BookingInput,
): Promise<BookingResult> {
  const authorized = await authorizeKey(ctx, authorization, 'reservations:write', 'venue', venueId);
  // As a guest's booking (no account of the key's creator attached): the key has been checked above.
  return book({ ...authorized.ctx, actor: null }, limits, venueId, input, `api-key:${authorized.key.id}`);
}
