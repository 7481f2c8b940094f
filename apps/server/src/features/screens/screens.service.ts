import { randomBytes, randomInt } from 'node:crypto';
import { dutchDate, isId, isReadOnlyRole, menuViewHour, type Screen, type ScreenFeed, type ScreenInput } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import { auditAdminShopChange, productView, requireShopAccess } from '../coffeeshops/index.ts';

type ShopAccess = Awaited<ReturnType<typeof requireShopAccess>>;

import * as q from './screens.queries.ts';

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * The shop's screens module (plan Groei, ADR 069): adding, changing and pairing screens needs it. A paired screen's
 * feed keeps answering until the owner revokes it, so a lapsed plan never blanks a menu in the middle of a day.
 */
async function requireScreensAccess(ctx: ServiceContext, coffeeshopId: string) {
  const access = await requireShopAccess(ctx, coffeeshopId, 'screens');
  await requireModule(ctx, 'coffeeshop', coffeeshopId, 'schermen');
  return access;
}

function pairingCode(): string {
  return Array.from({ length: 8 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]).join('');
}

/** A screen as the API shows it; without its secrets for a read-only (demo) viewer. */
function toScreen(row: q.ScreenRow, readOnly = false): Screen {
  return {
    id: row.id,
    coffeeshopId: row.coffeeshopId,
    name: row.name,
    layout: row.layout,
    dimUntilTapped: row.dimUntilTapped,
    pairingCode: readOnly ? null : row.pairingCode,
    token: readOnly ? null : row.token,
    revoked: row.revokedAt !== null,
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listScreens(ctx: ServiceContext, coffeeshopId: string) {
  // Without the module the owner still sees (and can revoke) the screens paired before; adding one needs it.
  const { actor } = await requireShopAccess(ctx, coffeeshopId, 'screens');
  const readOnly = isReadOnlyRole(actor.role);
  return (await q.selectScreens(ctx.db, coffeeshopId)).map((row) => toScreen(row, readOnly));
}

export async function createScreen(ctx: ServiceContext, coffeeshopId: string, input: ScreenInput) {
  const access = await requireScreensAccess(ctx, coffeeshopId);
  const row = await q.insertScreen(ctx.db, {
    coffeeshopId,
    ...input,
    token: randomBytes(24).toString('base64url'),
    pairingCode: pairingCode(),
  });
  await auditAdminShopChange(ctx, access, 'shop.screens', { change: 'create', screen: row.name });
  return toScreen(row);
}

async function requireScreen(ctx: ServiceContext, coffeeshopId: string, screenId: string, access: ShopAccess) {
  const row = isId(screenId) ? await q.selectScreen(ctx.db, coffeeshopId, screenId) : null;
  if (!row) throw new NotFoundError('Dit scherm bestaat niet.');
  return { row, access };
}

export async function updateScreen(ctx: ServiceContext, coffeeshopId: string, screenId: string, input: ScreenInput) {
  const { access } = await requireScreen(ctx, coffeeshopId, screenId, await requireScreensAccess(ctx, coffeeshopId));
  const row = await q.updateScreen(ctx.db, screenId, input);
  await auditAdminShopChange(ctx, access, 'shop.screens', { change: 'update', screen: input.name });
  await publishShopChange(ctx, coffeeshopId);
  return toScreen(row);
}

/**
 * Revoking cuts the screen off at once: its feed and events answer 404 from now on. Allowed without the module, so
 * an owner whose plan lapsed can still switch off a screen (and a lost device's token).
 */
export async function revokeScreen(ctx: ServiceContext, coffeeshopId: string, screenId: string) {
  const shopAccess = await requireShopAccess(ctx, coffeeshopId, 'screens');
  const { access, row: screen } = await requireScreen(ctx, coffeeshopId, screenId, shopAccess);
  const row = await q.updateScreen(ctx.db, screenId, { revokedAt: new Date() });
  await auditAdminShopChange(ctx, access, 'shop.screens', { change: 'revoke', screen: screen.name });
  await ctx.realtime.publish({ type: 'screen-revoked', coffeeshopId, screenId });
  return toScreen(row);
}

/** A screen without a keyboard-friendly URL pairs with its code and gets its token. */
export async function pair(ctx: ServiceContext, code: string) {
  const row = await q.selectLiveScreenByCode(ctx.db, code);
  if (!row) throw new NotFoundError('Onbekende of ingetrokken koppelcode.');
  await requireModule(ctx, 'coffeeshop', row.coffeeshopId, 'schermen');
  return { token: row.token, coffeeshopId: row.coffeeshopId };
}

export async function requireLiveScreen(ctx: ServiceContext, token: string) {
  const row = token.length >= 16 ? await q.selectLiveScreenByToken(ctx.db, token) : null;
  if (!row) throw new NotFoundError('Dit scherm is niet (meer) gekoppeld.');
  return row;
}

/** The shop part of the feed, shared by all its screens; the caller caches it. */
export async function loadShopFeed(ctx: ServiceContext, coffeeshopId: string): Promise<Omit<ScreenFeed, 'screen'>> {
  const [shop, rows] = await Promise.all([
    q.selectShopHeader(ctx.db, coffeeshopId),
    q.selectScreenProducts(ctx.db, coffeeshopId),
  ]);
  if (!shop) throw new NotFoundError('Deze coffeeshop bestaat niet.');
  return {
    shop,
    products: rows.map(productView),
    version: new Date().toISOString(),
  };
}

export function screenPart(row: q.ScreenRow): ScreenFeed['screen'] {
  return { id: row.id, name: row.name, layout: row.layout, dimUntilTapped: row.dimUntilTapped };
}

/**
 * Records that a screen is connected in the minute starting at `minute` (screen uptime for the reports, ADR 061).
 * Best effort: a failed write is logged and the stream goes on, so a database hiccup never blanks a menu.
 */
export async function screenOnline(ctx: ServiceContext, screenId: string, minute: Date) {
  try {
    await q.recordScreenMinute(ctx.db, screenId, dutchDate(minute), minute);
  } catch (error) {
    ctx.logger.warn({ err: error, screenId }, 'schermminuut niet vastgelegd');
  }
}

/**
 * A screen's display shows its menu (loaded, not dimmed, on view) and says so once per clock hour: that hour counts
 * as one menu view for its shop (ADR 076). The server's clock decides the hour, and the token only finds the screen:
 * no address or device is stored. An unknown or revoked token (or an offline shop's screen) is refused and counts
 * nothing.
 */
export async function recordMenuView(ctx: ServiceContext, token: string, at: Date) {
  const screen = await requireLiveScreen(ctx, token);
  const hour = menuViewHour(at);
  await q.recordMenuViewHour(ctx.db, screen.id, dutchDate(hour), hour);
}
