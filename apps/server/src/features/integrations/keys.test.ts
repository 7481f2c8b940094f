// Long file: the key routes and the public API, each route by role, scope, place and limit.
import { randomUUID } from 'node:crypto';
import type { ApiKey, CreatedApiKey, ManagedProduct, ManagerReservation, ProductPage } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, coffeeshopManagers, products } from '../../db/schema/index.ts';
import { insertProduct, insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from '../horeca/horeca-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;
let manager: Awaited<ReturnType<TestApp['signUp']>>;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
const shopId = randomUUID();
const otherShopId = randomUUID();
let productId: string;
let otherProductId: string;
let venueId: string;

const keysUrl = (kind: string, id: string) => `/api/integrations/places/${kind}/${id}/keys`;
const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const productUrl = (shop: string, product: string) => `/api/v1/coffeeshops/${shop}/products/${product}`;
const stockOf = async (id: string) => (await t.db.select().from(products).where(eq(products.id, id)))[0]?.voorraad;

async function createKey(body: Record<string, unknown>, place: [string, string] = ['coffeeshop', shopId], cookie = owner.cookie) {
  const response = await t.request(keysUrl(...place), { cookie, body });
  expect(response.status).toBe(201);
  return readJson<CreatedApiKey>(response);
}

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await readJson<{ message: string }>(response)).message).toBe(message);
}

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger, manager] = [await t.signUp(), await t.signUp(), await t.signUp()];
  admin = await t.userWithRole('admin');
  await insertShop(t.db, { id: shopId, name: 'Coffeeshop De Kassa', ownerId: owner.userId });
  await insertShop(t.db, { id: otherShopId, name: 'Coffeeshop Buurman', ownerId: stranger.userId });
  await t.db
    .insert(coffeeshopManagers)
    .values({ coffeeshopId: shopId, userId: manager.userId, permissions: ['menu', 'details'] });
  productId = (await insertProduct(t.db, { coffeeshopId: shopId, naam: 'Amnesia Haze', voorraad: 20 })).id;
  otherProductId = (await insertProduct(t.db, { coffeeshopId: otherShopId, naam: 'Lemon Haze', voorraad: 7 })).id;
  venueId = (await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId })).venue.id;
});
afterAll(() => t.close());

describe('managing API keys', () => {
  it('lets the owner create a key whose secret is shown once and stored only as a hash', async () => {
    const created = await createKey({ name: 'Kassa voorkant', scopes: ['menu:read', 'stock:write'] });
    expect(created.secret).toMatch(/^plk_[A-Za-z0-9_-]{43}$/);
    expect(created).toMatchObject({ name: 'Kassa voorkant', rateLimitPerMinute: 60, lastUsedAt: null, revokedAt: null });
    expect(created.secret.startsWith(created.prefix)).toBe(true);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(stored?.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(stored)).not.toContain(created.secret);
    const list = await readJson<ApiKey[]>(await t.request(keysUrl('coffeeshop', shopId), { cookie: owner.cookie }));
    expect(list.map((key) => key.id)).toContain(created.id);
    expect(JSON.stringify(list)).not.toContain(created.secret);
  });

  it('answers 401 signed out, 403 to another owner and to a manager, 404 for an unknown place; nothing is stored', async () => {
    const before = (await t.db.select().from(apiKeys)).length;
    const body = { name: 'Inbreker', scopes: ['menu:read'] };
    await expectError(
      await t.request(keysUrl('coffeeshop', shopId), { body }),
      401,
      'Je bent niet ingelogd. Log in om verder te gaan.',
    );
    await expectError(
      await t.request(keysUrl('coffeeshop', shopId), { cookie: stranger.cookie, body }),
      403,
      'Je beheert deze coffeeshop niet.',
    );
    await expectError(
      await t.request(keysUrl('coffeeshop', shopId), { cookie: manager.cookie, body }),
      403,
      'Alleen de eigenaar beheert koppelingen.',
    );
    await expectError(
      await t.request(keysUrl('coffeeshop', shopId), { cookie: stranger.cookie }),
      403,
      'Je beheert deze coffeeshop niet.',
    );
    await expectError(
      await t.request(keysUrl('coffeeshop', randomUUID()), { cookie: owner.cookie, body }),
      404,
      'Deze coffeeshop bestaat niet.',
    );
    expect((await t.db.select().from(apiKeys)).length).toBe(before);
  });

  it('refuses scopes of the other kind of place and bad limits with Dutch messages', async () => {
    const before = (await t.db.select().from(apiKeys)).length;
    const wrongKind = await t.request(keysUrl('coffeeshop', shopId), {
      cookie: owner.cookie,
      body: { name: 'Kassa', scopes: ['reservations:read'] },
    });
    expect(wrongKind.status).toBe(422);
    expect((await readJson<{ issues: { message: string }[] }>(wrongKind)).issues[0]?.message).toBe('Onbekend recht');
    const tooFast = await t.request(keysUrl('coffeeshop', shopId), {
      cookie: owner.cookie,
      body: { name: 'Kassa', scopes: ['menu:read'], rateLimitPerMinute: 10_000 },
    });
    expect(tooFast.status).toBe(422);
    expect(JSON.stringify(await tooFast.json())).toContain('Maximaal 600');
    expect((await t.db.select().from(apiKeys)).length).toBe(before);
  });

  it('lets an admin manage the keys of any place, and lists the places an owner manages', async () => {
    await createKey({ name: 'Koppeling beheer', scopes: ['menu:read'] }, ['coffeeshop', shopId], admin.cookie);
    const places = await readJson<Array<{ kind: string; id: string }>>(
      await t.request('/api/integrations/places', { cookie: owner.cookie }),
    );
    expect(places.map((place) => `${place.kind}:${place.id}`).sort()).toEqual(
      [`coffeeshop:${shopId}`, `venue:${venueId}`].sort(),
    );
  });

  it('revokes a key (only for its owner or an admin), after which it is refused', async () => {
    const key = await createKey({ name: 'Oude kassa', scopes: ['menu:read'] });
    const listUrl = `/api/v1/coffeeshops/${shopId}/products`;
    expect((await t.request(listUrl, { headers: bearer(key.secret) })).status).toBe(200);
    await expectError(
      await t.request(`/api/integrations/keys/${key.id}/revoke`, { method: 'POST', cookie: stranger.cookie }),
      403,
      'Je beheert deze coffeeshop niet.',
    );
    expect((await t.request(listUrl, { headers: bearer(key.secret) })).status).toBe(200);
    const revoked = await readJson<ApiKey>(
      await t.request(`/api/integrations/keys/${key.id}/revoke`, { method: 'POST', cookie: owner.cookie }),
    );
    expect(revoked.revokedAt).not.toBeNull();
    expect(revoked.lastUsedAt).not.toBeNull();
    await expectError(await t.request(listUrl, { headers: bearer(key.secret) }), 401, 'Deze API-sleutel is ingetrokken.');
    await expectError(
      await t.request(`/api/integrations/keys/${randomUUID()}/revoke`, { method: 'POST', cookie: owner.cookie }),
      404,
      'Deze API-sleutel bestaat niet.',
    );
  });
});

describe('the public API', () => {
  it('refuses a call without a key or with an unknown key', async () => {
    await expectError(
      await t.request(`/api/v1/coffeeshops/${shopId}/products`),
      401,
      'Geef je API-sleutel mee: Authorization: Bearer <sleutel>.',
    );
    await expectError(
      await t.request(`/api/v1/coffeeshops/${shopId}/products`, { headers: bearer(`plk_${'x'.repeat(43)}`) }),
      401,
      'Deze API-sleutel is onbekend.',
    );
  });

  it('reads the menu and updates a stock level through the menu service', async () => {
    const key = await createKey({ name: 'Kassa', scopes: ['menu:read', 'stock:write'] });
    const page = await readJson<ProductPage>(
      await t.request(`/api/v1/coffeeshops/${shopId}/products`, { headers: bearer(key.secret) }),
    );
    expect(page.items.map((item) => item.naam)).toContain('Amnesia Haze');
    const response = await t.request(productUrl(shopId, productId), {
      method: 'PATCH',
      headers: bearer(key.secret),
      body: { voorraad: 35 },
    });
    expect(response.status).toBe(200);
    expect((await readJson<ManagedProduct>(response)).voorraad).toBe(35);
    expect(await stockOf(productId)).toBe(35);
  });

  it('answers 403 for a missing scope and 404 for another business\u2019s shop, changing nothing', async () => {
    const readOnly = await createKey({ name: 'Alleen lezen', scopes: ['menu:read'] });
    await expectError(
      await t.request(productUrl(shopId, productId), {
        method: 'PATCH',
        headers: bearer(readOnly.secret),
        body: { voorraad: 1 },
      }),
      403,
      'Deze API-sleutel heeft het recht stock:write niet.',
    );
    const writer = await createKey({ name: 'Schrijver', scopes: ['stock:write'] });
    await expectError(
      await t.request(productUrl(shopId, productId), {
        method: 'PATCH',
        headers: bearer(writer.secret),
        body: { voorraad: 2, prijzen: { '1g': 1 } },
      }),
      403,
      'Deze API-sleutel heeft het recht prices:write niet.',
    );
    await expectError(
      await t.request(productUrl(otherShopId, otherProductId), {
        method: 'PATCH',
        headers: bearer(writer.secret),
        body: { voorraad: 0 },
      }),
      404,
      'Deze zaak hoort niet bij deze API-sleutel.',
    );
    const invalid = await t.request(productUrl(shopId, productId), {
      method: 'PATCH',
      headers: bearer(writer.secret),
      body: { voorraad: -3 },
    });
    expect(invalid.status).toBe(422);
    expect(JSON.stringify(await invalid.json())).toContain('Voorraad kan niet negatief zijn');
    expect(await stockOf(otherProductId)).toBe(7);
    expect(await stockOf(productId)).toBe(35);
  });

  it('answers 429 with a Dutch message and Retry-After over the key\u2019s limit', async () => {
    const key = await createKey({ name: 'Snelle kassa', scopes: ['menu:read'], rateLimitPerMinute: 10 });
    const url = `/api/v1/coffeeshops/${shopId}/products`;
    for (let call = 0; call < 10; call++) expect((await t.request(url, { headers: bearer(key.secret) })).status).toBe(200);
    const refused = await t.request(url, { headers: bearer(key.secret) });
    expect(refused.status).toBe(429);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await readJson<{ message: string }>(refused)).message).toBe(
      'Te veel verzoeken in korte tijd. Probeer het over een minuut opnieuw.',
    );
  });

  it('books a table and reads the day\u2019s reservations of the key\u2019s venue', async () => {
    const key = await createKey({ name: 'Reserveringssysteem', scopes: ['reservations:read', 'reservations:write'] }, [
      'venue',
      venueId,
    ]);
    const date = nextWeekday('vr');
    const booked = await t.request(`/api/v1/venues/${venueId}/reservations`, {
      headers: bearer(key.secret),
      body: { date, time: '19:00', partySize: 2, name: 'Sanne de Vries', email: 'sanne@example.nl', phone: '0612345678' },
    });
    expect(booked.status).toBe(201);
    const day = await readJson<ManagerReservation[]>(
      await t.request(`/api/v1/venues/${venueId}/reservations?date=${date}`, { headers: bearer(key.secret) }),
    );
    expect(day.map((reservation) => reservation.name)).toEqual(['Sanne de Vries']);
    await expectError(
      await t.request(`/api/v1/venues/${venueId}/reservations?date=${date}`, {
        headers: bearer((await createKey({ name: 'Menu', scopes: ['menu:read'] })).secret),
      }),
      403,
      'Deze API-sleutel heeft het recht reservations:read niet.',
    );
  });
});

describe('the OpenAPI document', () => {
  it('describes the public API with its bearer scheme and examples', async () => {
    const doc = await readJson<{
      paths: Record<
        string,
        Record<string, { security?: unknown; requestBody?: { content: Record<string, { examples?: object }> } }>
      >;
      components: { securitySchemes?: Record<string, { type: string; scheme: string }> };
    }>(await t.request('/api/openapi.json'));
    expect(doc.components.securitySchemes?.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    const patch = doc.paths['/api/v1/coffeeshops/{id}/products/{productId}']?.patch;
    expect(patch?.security).toEqual([{ apiKey: [] }]);
    expect(Object.keys(patch?.requestBody?.content['application/json']?.examples ?? {})).toEqual(['voorraad', 'prijzen']);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/coffeeshops/{id}/products',
        '/api/v1/venues/{id}/menu',
        '/api/v1/venues/{id}/reservations',
      ]),
    );
  });
});
