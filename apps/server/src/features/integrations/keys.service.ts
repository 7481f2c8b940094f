import { createHash, randomBytes } from 'node:crypto';
import {
  API_KEY_PREFIX,
  type ApiKey,
  type CreateApiKeyInput,
  type CreatedApiKey,
  hasRole,
  type IntegrationPlace,
  isId,
  type PlaceKindName,
  scopesOutsideKind,
  visibleKeyPrefix,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError, ValidationError } from '../../platform/errors.ts';
import { auditAdminPlaceChange } from '../../platform/place-access.ts';
import { requireIntegrationAccess } from './access.ts';
import * as q from './integrations.queries.ts';

/** SHA-256 of the whole key: what is stored and looked up (a key has 256 random bits, so no slow hash is needed). */
export function hashKey(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

export function toApiKey(row: q.ApiKeyRow): ApiKey {
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    rateLimitPerMinute: row.rateLimitPerMinute,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  };
}

/** The shops and venues whose integrations the viewer manages: their own, or all for admins. */
export async function listIntegrationPlaces(ctx: ServiceContext): Promise<IntegrationPlace[]> {
  const actor = requireLogin(ctx);
  return q.selectPlaces(ctx.db, hasRole(actor.role, 'admin') ? null : actor.user.id);
}

export async function listKeys(ctx: ServiceContext, kind: PlaceKindName, placeId: string): Promise<ApiKey[]> {
  // Listed without the module (ADR 069), so a lapsed plan's keys can still be seen and revoked.
  await requireIntegrationAccess(ctx, kind, placeId, { module: false });
  return (await q.selectKeys(ctx.db, kind, placeId)).map(toApiKey);
}

/** A new key: 32 random bytes behind a visible prefix, shown once; only its hash is kept. */
export async function createKey(
  ctx: ServiceContext,
  kind: PlaceKindName,
  placeId: string,
  input: CreateApiKeyInput,
): Promise<CreatedApiKey> {
  const access = await requireIntegrationAccess(ctx, kind, placeId);
  const outside = scopesOutsideKind(kind, input.scopes);
  if (outside.length > 0) {
    // A right of the other kind of place is unknown here (a coffeeshop has no bookings).
    throw new ValidationError('Onbekend recht', [{ path: ['scopes'], message: 'Onbekend recht' }]);
  }
  const secret = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const row = await q.insertKey(ctx.db, {
    placeKind: kind,
    placeId,
    createdBy: access.actor.user.id,
    name: input.name,
    prefix: visibleKeyPrefix(secret),
    keyHash: hashKey(secret),
    scopes: input.scopes,
    rateLimitPerMinute: input.rateLimitPerMinute,
  });
  await auditAdminPlaceChange(ctx, kind, access, kind === 'coffeeshop' ? 'shop.details' : 'venue.details', {
    change: 'api_key.create',
    key: row.prefix,
  });
  ctx.logger.info({ key: row.id, place: placeId }, 'API-sleutel aangemaakt');
  return { ...toApiKey(row), secret };
}

const UNKNOWN_KEY = 'Deze API-sleutel bestaat niet.';

/** Revokes a key for good: every later call with it gets a 401. */
export async function revokeKey(ctx: ServiceContext, keyId: string): Promise<ApiKey> {
  requireLogin(ctx);
  const key = isId(keyId) ? await q.selectKey(ctx.db, keyId) : undefined;
  if (!key) throw new NotFoundError(UNKNOWN_KEY);
  const access = await requireIntegrationAccess(ctx, key.placeKind, key.placeId, { module: false });
  const row = await q.revokeKey(ctx.db, key.id, new Date());
  if (!row) throw new NotFoundError(UNKNOWN_KEY);
  await auditAdminPlaceChange(ctx, key.placeKind, access, key.placeKind === 'coffeeshop' ? 'shop.details' : 'venue.details', {
    change: 'api_key.revoke',
    key: row.prefix,
  });
  return toApiKey(row);
}
