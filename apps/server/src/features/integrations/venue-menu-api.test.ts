// A venue's menu in the public API (menu:read) and its menu.changed webhooks (ADR 080).
import { createHmac } from 'node:crypto';
import {
  type ApiKey,
  type CreatedApiKey,
  type MenuSection,
  parseSignatureHeader,
  signedPayload,
  type VenueDetail,
  type WebhookEndpointWithSecret,
  type WebhookEnvelope,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiKeys, webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { dispatchDueWebhooks } from './index.ts';
import { startWebhookReceiver } from './integrations-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
let venue: Awaited<ReturnType<typeof createTestVenue>>['venue'];
let otherVenueId: string;

const bearer = (secret: string) => ({ authorization: `Bearer ${secret}` });
const menuUrl = (id: string) => `/api/v1/venues/${id}/menu`;
const editorUrl = (id: string) => `/api/horeca/manage/venues/${id}/menu`;

const carpaccio = {
  name: 'Carpaccio',
  description: 'Rundercarpaccio met truffelmayonaise',
  price: 12.5,
  contains: ['eggs', 'milk'],
  mayContain: ['nuts'],
  diets: [],
};
const soup = { name: 'Tomatensoep', description: '', price: 7, contains: ['celery'], mayContain: [], diets: ['vegan'] };

async function createKey(scopes: string[], place: [string, string], cookie = owner.cookie) {
  const response = await t.request(`/api/integrations/places/${place[0]}/${place[1]}/keys`, {
    cookie,
    body: { name: 'Kassa', scopes },
  });
  expect(response.status).toBe(201);
  return readJson<CreatedApiKey>(response);
}

async function expectError(response: Response, status: number, message: string) {
  expect(response.status).toBe(status);
  expect((await readJson<{ message: string }>(response)).message).toBe(message);
}

async function saveMenu(venueId: string, sections: unknown[], cookie = owner.cookie) {
  const response = await t.request(editorUrl(venueId), { method: 'PUT', cookie, body: { sections } });
  expect(response.status).toBe(200);
  return readJson<MenuSection[]>(response);
}

async function createEndpoint(venueId: string, events: string[], cookie = owner.cookie) {
  const response = await t.request(`/api/integrations/places/venue/${venueId}/webhooks`, {
    cookie,
    body: { url: receiver.url, events },
  });
  expect(response.status).toBe(201);
  return readJson<WebhookEndpointWithSecret>(response);
}

const deliveriesOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp();
  [owner, stranger] = [await t.signUp(), await t.signUp()];
  venue = (await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId })).venue;
  otherVenueId = (await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: stranger.userId })).venue.id;
});
beforeEach(async () => {
  await t.db.delete(webhookEndpoints);
  receiver.received.length = 0;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('GET /api/v1/venues/{id}/menu', () => {
  it('gives a key with menu:read the menu exactly as the public venue page shows it, and records its use', async () => {
    await saveMenu(venue.id, [
      { name: 'Voorgerechten', dishes: [carpaccio, soup] },
      { name: 'Hoofdgerechten', dishes: [] },
    ]);
    const key = await createKey(['menu:read'], ['venue', venue.id]);
    const response = await t.request(menuUrl(venue.id), { headers: bearer(key.secret) });
    expect(response.status).toBe(200);
    const menu = await readJson<MenuSection[]>(response);
    expect(menu.map((section) => section.name)).toEqual(['Voorgerechten', 'Hoofdgerechten']);
    expect(menu[0]?.dishes[0]).toMatchObject({ ...carpaccio, id: expect.any(String) });
    expect(menu[0]?.dishes[1]).toMatchObject({ name: 'Tomatensoep', price: 7, diets: ['vegan'] });
    const page = await readJson<VenueDetail>(await t.request(`/api/horeca/venues/${venue.plaatsSlug}/${venue.slug}`));
    expect(menu).toEqual(page.menu);
    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, key.id));
    expect(stored?.lastUsedAt).not.toBeNull();
  });

  it('answers 403 without menu:read, 404 for another business\u2019s venue and 401 once revoked', async () => {
    const bookings = await createKey(['reservations:read'], ['venue', venue.id]);
    await expectError(
      await t.request(menuUrl(venue.id), { headers: bearer(bookings.secret) }),
      403,
      'Deze API-sleutel heeft het recht menu:read niet.',
    );
    const reader = await createKey(['menu:read'], ['venue', venue.id]);
    await expectError(
      await t.request(menuUrl(otherVenueId), { headers: bearer(reader.secret) }),
      404,
      'Deze zaak hoort niet bij deze API-sleutel.',
    );
    const revoked = await readJson<ApiKey>(
      await t.request(`/api/integrations/keys/${reader.id}/revoke`, { method: 'POST', cookie: owner.cookie }),
    );
    expect(revoked.revokedAt).not.toBeNull();
    await expectError(
      await t.request(menuUrl(venue.id), { headers: bearer(reader.secret) }),
      401,
      'Deze API-sleutel is ingetrokken.',
    );
  });

  it('refuses a venue key with stock or price rights (a coffeeshop\u2019s), storing nothing', async () => {
    const before = (await t.db.select().from(apiKeys)).length;
    for (const scopes of [['menu:read', 'stock:write'], ['prices:write']]) {
      const response = await t.request(`/api/integrations/places/venue/${venue.id}/keys`, {
        cookie: owner.cookie,
        body: { name: 'Kassa', scopes },
      });
      expect(response.status).toBe(422);
      expect((await readJson<{ issues: { message: string }[] }>(response)).issues[0]?.message).toBe('Onbekend recht');
    }
    expect((await t.db.select().from(apiKeys)).length).toBe(before);
  });
});

describe('menu.changed for a venue', () => {
  it('queues one signed delivery when a dish changes, for that venue\u2019s subscribed endpoint only', async () => {
    const saved = await saveMenu(venue.id, [{ name: 'Voorgerechten', dishes: [carpaccio] }]);
    const endpoint = await createEndpoint(venue.id, ['menu.changed']);
    const bookingsOnly = await createEndpoint(venue.id, ['reservation.created']);
    const other = await createEndpoint(otherVenueId, ['menu.changed'], stranger.cookie);
    const section = saved[0];
    const dish = section?.dishes[0];
    if (!section || !dish) throw new Error('menu not saved');

    await saveMenu(venue.id, [{ id: section.id, name: section.name, dishes: [{ ...carpaccio, id: dish.id, price: 13.5 }] }]);
    const queued = await deliveriesOf(endpoint.id);
    expect(queued).toHaveLength(1);
    expect(await deliveriesOf(bookingsOnly.id)).toHaveLength(0);
    expect(await deliveriesOf(other.id)).toHaveLength(0);

    await dispatchDueWebhooks({ db: t.db, logger: t.logger, allowPrivateTargets: true });
    expect(receiver.received).toHaveLength(1);
    const [hook] = receiver.received;
    const body = hook?.body ?? '';
    const envelope = JSON.parse(body) as WebhookEnvelope;
    expect(envelope).toMatchObject({
      type: 'menu.changed',
      place: { kind: 'venue', id: venue.id },
      data: {
        change: 'menu.replace',
        sections: { created: [], updated: [], deleted: [] },
        dishes: { created: [], updated: [dish.id], deleted: [] },
      },
    });
    expect(Date.parse(envelope.createdAt)).not.toBeNaN();
    const signature = parseSignatureHeader(String(hook?.headers['x-platform-signature']));
    const expected = createHmac('sha256', endpoint.secret)
      .update(signedPayload(signature?.timestamp ?? 0, body))
      .digest('hex');
    expect(signature?.signatures).toContain(expected);
  });

  it('names created and deleted dishes and sections, and sends nothing for a save without changes or a refused one', async () => {
    const first = await saveMenu(venue.id, [{ name: 'Voorgerechten', dishes: [carpaccio] }]);
    const endpoint = await createEndpoint(venue.id, ['menu.changed']);
    const oldSection = first[0];
    const oldDish = oldSection?.dishes[0];
    if (!oldSection || !oldDish) throw new Error('menu not saved');

    await saveMenu(venue.id, [{ id: oldSection.id, name: oldSection.name, dishes: [{ ...carpaccio, id: oldDish.id }] }]);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);

    const refused = await t.request(editorUrl(venue.id), {
      method: 'PUT',
      cookie: stranger.cookie,
      body: { sections: [] },
    });
    expect(refused.status).toBe(403);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);

    const second = await saveMenu(venue.id, [{ name: 'Soepen', dishes: [soup] }]);
    const [delivery] = await deliveriesOf(endpoint.id);
    const data = (JSON.parse(delivery?.body ?? '{}') as WebhookEnvelope).data;
    expect(data).toEqual({
      change: 'menu.replace',
      sections: { created: [second[0]?.id], updated: [], deleted: [oldSection.id] },
      dishes: { created: [second[0]?.dishes[0]?.id], updated: [], deleted: [oldDish.id] },
    });
  });

  it('queues nothing for a venue whose plan lacks the integrations (ADR 069), while the menu itself saves', async () => {
    const groei = await insertVenue(t.db, { ownerId: owner.userId }, 'groei');
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({ placeKind: 'venue', placeId: groei.id, url: receiver.url, events: ['menu.changed'], secret: 'geheim' })
      .returning();
    const saved = await saveMenu(groei.id, [{ name: 'Voorgerechten', dishes: [soup] }]);
    expect(saved[0]?.dishes.map((dish) => dish.name)).toEqual(['Tomatensoep']);
    expect(await deliveriesOf(endpoint?.id ?? '')).toHaveLength(0);
  });
});
