// An applied menu import tells the place's webhooks, as the editors and the CSV import do (ADR 057, ADR 080).
import type { ParsedItem, WebhookEnvelope } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { insertProduct, insertShop, insertVenue } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: Awaited<ReturnType<TestApp['signUp']>>;
let stranger: Awaited<ReturnType<TestApp['signUp']>>;

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger] = [await t.signUp(), await t.signUp()];
});
afterAll(() => t.close());
beforeEach(() => t.db.delete(webhookEndpoints));

function item(name: string, amount: number, category?: string): ParsedItem {
  return {
    id: crypto.randomUUID(),
    name,
    prices: [{ amount }],
    category,
    confidence: 0.95,
    fieldConfidence: { name: 0.95, prices: 0.95 },
  };
}

async function subscribe(placeKind: 'coffeeshop' | 'venue', placeId: string) {
  const [endpoint] = await t.db
    .insert(webhookEndpoints)
    .values({ placeKind, placeId, url: 'https://hooks.voorbeeld.nl/menu', events: ['menu.changed'], secret: 'whsec_test' })
    .returning({ id: webhookEndpoints.id });
  if (!endpoint) throw new Error('endpoint not inserted');
  return endpoint.id;
}

async function eventsOf(endpointId: string) {
  const rows = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.endpointId, endpointId));
  return rows.map((row) => JSON.parse(row.body) as WebhookEnvelope);
}

const apply = (body: Record<string, unknown>, cookie = owner.cookie) => t.request('/api/menu-import/apply', { cookie, body });

describe('menu.changed after a menu import', () => {
  it("queues one event with the counts for a shop's import, none for one that changes nothing or is refused", async () => {
    const shop = await insertShop(t.db, { ownerId: owner.userId });
    await insertProduct(t.db, { coffeeshopId: shop.id, naam: 'Amnesia Haze', prijzen: { '1g': 11 } });
    const endpoint = await subscribe('coffeeshop', shop.id);
    const items = [item('Amnesia Haze', 12, 'Wiet'), item('Lemon Haze', 12.5, 'Wiet')];
    const body = { placeType: 'coffeeshop', placeId: shop.id, mode: 'diff', items };

    expect((await apply(body, stranger.cookie)).status).toBe(403);
    expect(await eventsOf(endpoint)).toEqual([]);

    expect((await apply(body)).status).toBe(200);
    const [event, ...more] = await eventsOf(endpoint);
    expect(more).toEqual([]);
    expect(event).toMatchObject({
      type: 'menu.changed',
      place: { kind: 'coffeeshop', id: shop.id },
      data: { change: 'menu_import', created: 1, updated: 1, removed: 0 },
    });

    // The same menu again: every line is the same, nothing is written, nothing is sent.
    expect((await apply(body)).status).toBe(200);
    expect(await eventsOf(endpoint)).toHaveLength(1);
  });

  it("names a venue's new and removed dishes and sections by id, as the menu editor's event does", async () => {
    const venue = await insertVenue(t.db, { ownerId: owner.userId });
    const first = { placeType: 'venue', placeId: venue.id, mode: 'new', items: [item('Tomatensoep', 6.5, 'Voorgerechten')] };
    expect((await apply(first)).status).toBe(200);
    const endpoint = await subscribe('venue', venue.id);

    const second = { ...first, items: [item('Huiswijn', 4.5, 'Dranken')] };
    expect((await apply(second)).status).toBe(200);
    const [event, ...more] = await eventsOf(endpoint);
    expect(more).toEqual([]);
    expect(event).toMatchObject({ type: 'menu.changed', place: { kind: 'venue', id: venue.id } });
    const data = event?.data as { change: string; sections: Record<string, string[]>; dishes: Record<string, string[]> };
    expect(data.change).toBe('menu.replace');
    for (const ids of [data.sections, data.dishes]) {
      expect(ids.created).toHaveLength(1);
      expect(ids.updated).toEqual([]);
      expect(ids.deleted).toHaveLength(1);
    }
  });
});
