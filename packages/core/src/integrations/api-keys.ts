import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { PLACE_KINDS, type PlaceKindName } from '../place-staff.ts';
import { ProductPatchSchema } from '../products.ts';

/**
 * API keys for a shop's or venue's own till, POS or booking tool (issue 22, ADR 057).
 * A key belongs to one place and carries scopes; only its hash is stored.
 */
export const API_SCOPES = ['menu:read', 'stock:write', 'prices:write', 'reservations:read', 'reservations:write'] as const;
export type ApiScope = (typeof API_SCOPES)[number];

/**
 * The scopes that mean something per kind of place: both have a menu to read; stock and prices are written
 * only for a coffeeshop's products, bookings only for a venue (ADR 057, venue menus ADR 080).
 */
export const API_SCOPES_BY_KIND: Record<PlaceKindName, readonly ApiScope[]> = {
  coffeeshop: ['menu:read', 'stock:write', 'prices:write'],
  venue: ['menu:read', 'reservations:read', 'reservations:write'],
};

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'plk_';
/** Characters of the key shown in lists after creation: the prefix and the first characters of the token. */
export const API_KEY_VISIBLE_CHARS = 12;
export const API_KEY_RATE_LIMIT = { min: 10, max: 600, default: 60 } as const;
export const API_KEY_NAME_MAX = 80;

/** The part of a key that lists may show ("plk_AbCdEfGh…"). */
export function visibleKeyPrefix(secret: string): string {
  return secret.slice(0, API_KEY_VISIBLE_CHARS);
}

/** True when `secret` has the shape of one of our keys (so a wrong header is told apart from an unknown key). */
export function looksLikeApiKey(secret: string): boolean {
  return /^plk_[A-Za-z0-9_-]{43}$/.test(secret);
}

export const IntegrationPlaceParamsSchema = z.object({
  kind: z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' }),
  id: idSchema('Onbekende zaak'),
});
export type IntegrationPlaceParams = z.infer<typeof IntegrationPlaceParamsSchema>;

export const ApiKeyParamsSchema = z.object({ keyId: idSchema('Deze API-sleutel bestaat niet.') });

export const CreateApiKeyInputSchema = z.object({
  name: z
    .string({ error: 'Naam is verplicht' })
    .trim()
    .min(1, 'Naam is verplicht')
    .max(API_KEY_NAME_MAX, `Naam mag maximaal ${API_KEY_NAME_MAX} tekens hebben`),
  scopes: z
    .array(z.enum(API_SCOPES, { error: 'Onbekend recht' }), { error: 'Kies minstens één recht' })
    .min(1, 'Kies minstens één recht')
    .max(API_SCOPES.length, `Maximaal ${API_SCOPES.length}`)
    .transform((list) => [...new Set(list)]),
  rateLimitPerMinute: z
    .number({ error: `Minimaal ${API_KEY_RATE_LIMIT.min}` })
    .int(`Minimaal ${API_KEY_RATE_LIMIT.min}`)
    .min(API_KEY_RATE_LIMIT.min, `Minimaal ${API_KEY_RATE_LIMIT.min}`)
    .max(API_KEY_RATE_LIMIT.max, `Maximaal ${API_KEY_RATE_LIMIT.max}`)
    .default(API_KEY_RATE_LIMIT.default),
});
export type CreateApiKeyInput = z.infer<typeof CreateApiKeyInputSchema>;

/** The scopes in `scopes` a place of this kind cannot use (a coffeeshop has no bookings). */
export function scopesOutsideKind(kind: PlaceKindName, scopes: readonly ApiScope[]): ApiScope[] {
  return scopes.filter((scope) => !API_SCOPES_BY_KIND[kind].includes(scope));
}

export const ApiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The first characters of the key, to recognise it; never the whole key. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_SCOPES)),
  rateLimitPerMinute: z.number().int(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
});
export type ApiKey = z.infer<typeof ApiKeySchema>;

/** The answer to a creation: the only time the whole key is shown. */
export const CreatedApiKeySchema = ApiKeySchema.extend({ secret: z.string() });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

/** The public API's stock (and price) change of one product: the menu's own rules for both fields. */
export const ApiProductPatchSchema = ProductPatchSchema.pick({ voorraad: true, prijzen: true }).refine(
  (patch) => patch.voorraad !== undefined || patch.prijzen !== undefined,
  { message: 'Voorraad is verplicht', path: ['voorraad'] },
);
export type ApiProductPatch = z.infer<typeof ApiProductPatchSchema>;

export const ApiCoffeeshopParamsSchema = z.object({ id: idSchema('Deze coffeeshop bestaat niet.') });
export const ApiProductParamsSchema = z.object({
  id: idSchema('Deze coffeeshop bestaat niet.'),
  productId: idSchema('Dit product bestaat niet in deze coffeeshop.'),
});
export const ApiVenueParamsSchema = z.object({ id: idSchema('Deze horecazaak bestaat niet.') });

/** A shop or venue whose keys and webhooks the viewer manages (owner, or any place for admins). */
export const IntegrationPlaceSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  id: z.string(),
  name: z.string(),
  plaats: z.string(),
});
export type IntegrationPlace = z.infer<typeof IntegrationPlaceSchema>;
