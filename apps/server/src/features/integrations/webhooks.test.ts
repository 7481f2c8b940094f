import { createHmac, randomUUID } from 'node:crypto';
import {
  type CreatedApiKey,
  type IntegrationsOverview,
  parseSignatureHeader,
  signedPayload,
  type WebhookDelivery,
  type WebhookEndpointWithSecret,
  type WebhookEnvelope,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { insertProduct, insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue, nextWeekday } from '../horeca/horeca-test-helpers.ts';
import { dispatchDueWebhooks, WEBHOOKS_JOB } from './index.ts';
import { startWebhookReceiver } from './integrations-test-helpers.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;
const shopId = randomUUID();
let productId: string;
let venueId: string;

const hooksUrl = (kind: string, id: string) => `/api/integrations/places/${kind}/${id}/webhooks`;
const dispatch = (now = new Date()) => dispatchDueWebhooks({ db: t.db, logger: t.logger, allowPrivateTargets: true }, now);
const minutesLater = (minutes: number) => new Date(Date.now() + minutes * 60_000 + 1_000);

/** The receiver's check, as ADR 057 documents it: HMAC-SHA256 over "<t>.<body>" with the endpoint's secret. */
function verify(secret: string, header: string | undefined, body: string): boolean {
  const parsed = header ? parseSignatureHeader(header) : null;
  if (!parsed) return false;
  const expected = createHmac('sha256', secret).update(signedPayload(parsed.timestamp, body)).digest('hex');
  return parsed.signatures.includes(expected);
}

async function createEndpoint(body: Record<string, unknown>, place: [string, string] = ['coffeeshop', shopId]) {
  const response = await t.request(hooksUrl(...place), { cookie: owner.cookie, body });
  expect(response.status).toBe(201);
  return readJson<WebhookEndpointWithSecret>(response);
}

async function changeStock(voorraad: number) {
  const response = await t.request(`/api/menu/shops/${shopId}/products/${productId}`, {
    method: 'PATCH',
    cookie: owner.cookie,
    body: { voorraad },
  });
  expect(response.status).toBe(200);
}

const deliveriesOf = (endpointId: string) =>
  t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp();
  [owner, stranger] = [await t.signUp(), await t.signUp()];
  await insertShop(t.db, { id: shopId, name: 'Coffeeshop De Haak', ownerId: owner.userId });
  productId = (await insertProduct(t.db, { coffeeshopId: shopId, naam: 'White Widow', voorraad: 10 })).id;
  venueId = (await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId })).venue.id;
});
// Each test starts without endpoints (their deliveries go with them), so one test's queue is not the next one's.
beforeEach(async () => {
  await t.db.delete(webhookEndpoints);
  receiver.received.length = 0;
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('registering webhooks', () => {
  it('refuses addresses other than HTTPS (or this machine in tests), foreign events and strangers; nothing is stored', async () => {
    const before = (await t.db.select().from(webhookEndpoints)).length;
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ url: 'http://kassa.example.nl/hook', events: ['stock.changed'] }, 'Kies een openbaar HTTPS-adres'],
      [{ url: 'geen adres', events: ['stock.changed'] }, 'Vul het webadres van de webhook in'],
      [{ url: receiver.url, events: ['reservation.created'] }, 'Onbekende gebeurtenis'],
      [{ url: receiver.url, events: [] }, 'Kies minstens één gebeurtenis'],
    ];
    for (const [body, message] of cases) {
      const response = await t.request(hooksUrl('coffeeshop', shopId), { cookie: owner.cookie, body });
      expect(response.status).toBe(422);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    const foreign = await t.request(hooksUrl('coffeeshop', shopId), {
      cookie: stranger.cookie,
      body: { url: receiver.url, events: ['stock.changed'] },
    });
    expect(foreign.status).toBe(403);
    expect((await t.request(hooksUrl('coffeeshop', shopId))).status).toBe(401);
    expect((await t.db.select().from(webhookEndpoints)).length).toBe(before);
  });
});

describe('deliveries', () => {
  it('signs each delivery, retries after a 500 and shows the attempts in the log', async () => {
    const endpoint = await createEndpoint({ url: receiver.url, events: ['stock.changed', 'menu.changed'] });
    expect(endpoint.secret).toMatch(/^whsec_/);
    receiver.answer([500, 200]);
    receiver.received.length = 0;
    await changeStock(4);

    expect(await dispatch()).toBe(1);
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseCode: 500, eventType: 'stock.changed' });
    expect(failed?.lastError).toBe('De ontvanger antwoordde met HTTP 500.');
    // Not yet due: the first retry waits a minute.
    expect(await dispatch()).toBe(0);

    expect(await dispatch(minutesLater(1))).toBe(1);
    const [delivered] = await deliveriesOf(endpoint.id);
    expect(delivered).toMatchObject({ status: 'delivered', attempts: 2, responseCode: 200 });

    expect(receiver.received).toHaveLength(2);
    for (const hook of receiver.received) {
      expect(verify(endpoint.secret, hook.headers['x-platform-signature'] as string, hook.body)).toBe(true);
      expect(verify('whsec_verkeerd', hook.headers['x-platform-signature'] as string, hook.body)).toBe(false);
    }
    const envelope = JSON.parse(receiver.received[1]?.body ?? '{}') as WebhookEnvelope;
    expect(envelope).toMatchObject({
      type: 'stock.changed',
      place: { kind: 'coffeeshop', id: shopId },
      data: { productId, naam: 'White Widow', voorraad: 4, previous: 10 },
    });
    expect(receiver.received[1]?.headers['x-platform-event']).toBe('stock.changed');

    const log = await readJson<IntegrationsOverview>(await t.request(hooksUrl('coffeeshop', shopId), { cookie: owner.cookie }));
    expect(log.endpoints.map((item) => item.id)).toContain(endpoint.id);
    expect(JSON.stringify(log)).not.toContain(endpoint.secret);
    expect(log.deliveries[0]).toMatchObject({ status: 'delivered', attempts: 2, responseCode: 200, eventType: 'stock.changed' });
    expect((await t.request(hooksUrl('coffeeshop', shopId), { cookie: stranger.cookie })).status).toBe(403);
  });

  it('gives up after six attempts (1 min, 5 min, 30 min, 2 h, 6 h), and can resend', async () => {
    const endpoint = await createEndpoint({ url: receiver.url, events: ['menu.changed'] });
    receiver.answer([503]);
    const created = await t.request(`/api/menu/shops/${shopId}/products`, {
      cookie: owner.cookie,
      body: { naam: 'Northern Lights', prijzen: { '1g': 11 }, voorraad: 5 },
    });
    expect(created.status).toBe(201);
    let minutes = 0;
    for (const wait of [0, 1, 5, 30, 120, 360]) {
      minutes += wait;
      expect(await dispatch(minutesLater(minutes))).toBe(1);
    }
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 6, responseCode: 503, nextAttemptAt: null });
    expect(await dispatch(minutesLater(minutes + 10_000))).toBe(0);

    receiver.answer([200]);
    const resent = await t.request(`/api/integrations/deliveries/${failed?.id}/resend`, { method: 'POST', cookie: owner.cookie });
    expect(resent.status).toBe(202);
    expect(await readJson<WebhookDelivery>(resent)).toMatchObject({ status: 'pending', attempts: 0, eventType: 'menu.changed' });
    const refused = await t.request(`/api/integrations/deliveries/${failed?.id}/resend`, {
      method: 'POST',
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(403);
    await dispatch();
    const rows = await deliveriesOf(endpoint.id);
    expect(rows.map((row) => row.status).sort()).toEqual(['delivered', 'failed']);
    expect(new Set(rows.map((row) => row.eventId)).size).toBe(1);
  });

  it('sends a test event through the job queue, and signs with the new secret after a rotation', async () => {
    const endpoint = await createEndpoint({ url: receiver.url, events: ['stock.changed'] });
    receiver.answer([200]);
    const rotated = await readJson<WebhookEndpointWithSecret>(
      await t.request(`/api/integrations/webhooks/${endpoint.id}/rotate-secret`, { method: 'POST', cookie: owner.cookie }),
    );
    expect(rotated.secret).not.toBe(endpoint.secret);
    const test = await t.request(`/api/integrations/webhooks/${endpoint.id}/test`, { method: 'POST', cookie: owner.cookie });
    expect(test.status).toBe(202);
    receiver.received.length = 0;
    // The server's cron starts the job every minute; here it is queued and run at once.
    await t.jobs.enqueue(WEBHOOKS_JOB, {});
    expect(await t.runJobs({ names: [WEBHOOKS_JOB] })).toBe(1);
    const [hook] = receiver.received;
    expect(JSON.parse(hook?.body ?? '{}')).toMatchObject({ type: 'webhook.test', place: { kind: 'coffeeshop', id: shopId } });
    expect(verify(rotated.secret, hook?.headers['x-platform-signature'] as string, hook?.body ?? '')).toBe(true);
    expect(verify(endpoint.secret, hook?.headers['x-platform-signature'] as string, hook?.body ?? '')).toBe(false);

    const removed = await t.request(`/api/integrations/webhooks/${endpoint.id}`, { method: 'DELETE', cookie: stranger.cookie });
    expect(removed.status).toBe(403);
    expect(
      (await t.request(`/api/integrations/webhooks/${endpoint.id}`, { method: 'DELETE', cookie: owner.cookie })).status,
    ).toBe(204);
    expect(await deliveriesOf(endpoint.id)).toHaveLength(0);
  });

  it('tells a venue\u2019s system about a booking made through the API', async () => {
    const endpoint = await createEndpoint({ url: receiver.url, events: ['reservation.created'] }, ['venue', venueId]);
    const key = await readJson<CreatedApiKey>(
      await t.request(`/api/integrations/places/venue/${venueId}/keys`, {
        cookie: owner.cookie,
        body: { name: 'Boekingssite', scopes: ['reservations:write'] },
      }),
    );
    receiver.answer([200]);
    receiver.received.length = 0;
    const booked = await t.request(`/api/v1/venues/${venueId}/reservations`, {
      headers: { authorization: `Bearer ${key.secret}` },
      body: {
        date: nextWeekday('za'),
        time: '18:00',
        partySize: 3,
        name: 'Jan Jansen',
        email: 'jan@example.nl',
        phone: '0612345678',
      },
    });
    expect(booked.status).toBe(201);
    await dispatch();
    const envelope = JSON.parse(receiver.received[0]?.body ?? '{}') as WebhookEnvelope;
    expect(envelope).toMatchObject({ type: 'reservation.created', data: { partySize: 3, name: 'Jan Jansen', source: 'online' } });
    expect(receiver.received[0]?.body).not.toContain('jan@example.nl');
    expect(
      verify(endpoint.secret, receiver.received[0]?.headers['x-platform-signature'] as string, receiver.received[0]?.body ?? ''),
    ).toBe(true);
  });
});
