import { type ApiError, type PlanId, productsOfPlan } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiKeys,
  placeSubscriptions,
  screens,
  sites,
  socialOauthStates,
  webhookDeliveries,
  webhookEndpoints,
} from '../../db/schema/index.ts';
import { insertShop, insertVenue } from '../../db/seed/factories.ts';
import { queueWebhookEvent } from '../../platform/webhook-events.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

/**
 * ADR 069: the modules ADR 058 left unchecked — screens, the assistants' owner tools, connecting social accounts,
 * the website builder and integrations — refuse a place whose plan lacks them, store nothing, and leave the
 * "closing a door" actions (revoke a screen or key, remove a webhook, take a site offline) open.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function placeOn(kind: 'venue' | 'coffeeshop', plan: PlanId | null) {
  const owner = await t.signUp();
  const place =
    kind === 'venue'
      ? await insertVenue(t.db, { ownerId: owner.userId }, plan)
      : await insertShop(t.db, { ownerId: owner.userId }, plan);
  return { id: place.id, owner };
}

async function expectNotInPlan(response: Response, product: string, plan: string) {
  expect(response.status).toBe(403);
  const body = await readJson<ApiError>(response);
  expect(body.code).toBe('MODULE_NOT_IN_PLAN');
  expect(body.message).toBe(
    `${product} zit niet in het abonnement van deze zaak. Je hebt minstens het abonnement ${plan} nodig: kies het op /abonnementen.`,
  );
}

/** A downgrade: the place's plan and its modules become those of `plan`. */
const setPlan = (placeId: string, plan: PlanId) =>
  t.db
    .update(placeSubscriptions)
    .set({ plan, modules: productsOfPlan(plan) })
    .where(eq(placeSubscriptions.placeId, placeId));

describe('screens (plan Groei)', () => {
  const screensUrl = (id: string) => `/api/menu/shops/${id}/screens`;

  it('refuses adding a screen on Basis and stores none; lists and allows it on Groei', async () => {
    const basis = await placeOn('coffeeshop', 'basis');
    await expectNotInPlan(
      await t.request(screensUrl(basis.id), { body: { name: 'Toonbank' }, cookie: basis.owner.cookie }),
      'Digitale schermen',
      'Groei',
    );
    expect(await t.db.select().from(screens).where(eq(screens.coffeeshopId, basis.id))).toEqual([]);
    // The list still loads, so screens paired before a downgrade can be seen and revoked.
    expect((await t.request(screensUrl(basis.id), { cookie: basis.owner.cookie })).status).toBe(200);

    const groei = await placeOn('coffeeshop', 'groei');
    expect((await t.request(screensUrl(groei.id), { body: { name: 'Toonbank' }, cookie: groei.owner.cookie })).status).toBe(201);
  });

  it('after a downgrade: pairing and changing are refused, revoking still works', async () => {
    const shop = await placeOn('coffeeshop', 'groei');
    const created = await t.request(screensUrl(shop.id), { body: { name: 'Etalage' }, cookie: shop.owner.cookie });
    const screen = await readJson<{ id: string; pairingCode: string }>(created);
    await setPlan(shop.id, 'basis');

    await expectNotInPlan(
      await t.request('/api/screens/pair', { body: { code: screen.pairingCode } }),
      'Digitale schermen',
      'Groei',
    );
    await expectNotInPlan(
      await t.request(`${screensUrl(shop.id)}/${screen.id}`, {
        method: 'PUT',
        body: { name: 'Nieuw' },
        cookie: shop.owner.cookie,
      }),
      'Digitale schermen',
      'Groei',
    );
    const [unchanged] = await t.db.select().from(screens).where(eq(screens.id, screen.id));
    expect(unchanged?.name).toBe('Etalage');
    const revoked = await t.request(`${screensUrl(shop.id)}/${screen.id}/revoke`, { method: 'POST', cookie: shop.owner.cookie });
    expect(revoked.status).toBe(200);
  });
});

describe('the assistants’ owner tools (plan Compleet)', () => {
  it('refuses drafting and reading guests’ conversations on Groei; allows them on Compleet', async () => {
    const groei = await placeOn('venue', 'groei');
    await expectNotInPlan(
      await t.request('/api/assistant/owner/draft-answer', {
        body: { placeId: groei.id, question: 'Hoe laat zijn jullie open?' },
        cookie: groei.owner.cookie,
      }),
      'AI-assistenten',
      'Compleet',
    );
    await expectNotInPlan(
      await t.request('/api/assistant/owner/conversations', { cookie: groei.owner.cookie }),
      'AI-assistenten',
      'Compleet',
    );

    const full = await placeOn('venue', 'compleet');
    expect((await t.request('/api/assistant/owner/conversations', { cookie: full.owner.cookie })).status).toBe(200);
    const draft = await t.request('/api/assistant/owner/draft-answer', {
      body: { placeId: full.id, question: 'Hoe laat zijn jullie open?' },
      cookie: full.owner.cookie,
    });
    expect(draft.status).toBe(200);
  });
});

describe('connecting social accounts (plan Groei)', () => {
  it('refuses starting a connection on Basis and stores no OAuth state; the list stays open for disconnecting', async () => {
    const basis = await placeOn('venue', 'basis');
    const url = `/api/social/places/venue/${basis.id}/connections`;
    expect((await t.request(url, { cookie: basis.owner.cookie })).status).toBe(200);
    await expectNotInPlan(await t.request(`${url}/x`, { method: 'POST', cookie: basis.owner.cookie }), 'Sociale media', 'Groei');
    expect(await t.db.select().from(socialOauthStates).where(eq(socialOauthStates.placeId, basis.id))).toEqual([]);
  });
});

describe('the website builder (plan Compleet)', () => {
  const input = (slug: string) => ({
    slug,
    template: 'modern',
    colours: { accent: '#1f5f4a', background: '#ffffff', text: '#1c1c1c' },
    pages: ['home', 'contact'],
    intro: 'Welkom aan de gracht.',
  });

  it('refuses saving a site and its preview on Groei, and stores no site', async () => {
    const groei = await placeOn('venue', 'groei');
    await expectNotInPlan(
      await t.request(`/api/sites/manage/venue/${groei.id}`, {
        method: 'PUT',
        body: input('gracht-groei'),
        cookie: groei.owner.cookie,
      }),
      'Websitebouwer',
      'Compleet',
    );
    expect(await t.db.select().from(sites).where(eq(sites.placeId, groei.id))).toEqual([]);
  });

  it('after a downgrade: publishing is refused, taking the site offline still works', async () => {
    const venue = await placeOn('venue', 'compleet');
    const saved = await t.request(`/api/sites/manage/venue/${venue.id}`, {
      method: 'PUT',
      body: input(`gracht-${venue.id.slice(0, 8)}`),
      cookie: venue.owner.cookie,
    });
    expect(saved.status).toBe(200);
    const site = await readJson<{ id: string }>(saved);
    await setPlan(venue.id, 'groei');
    const publish = (published: boolean) =>
      t.request(`/api/sites/manage/site/${site.id}/publish`, { body: { published }, cookie: venue.owner.cookie });
    await expectNotInPlan(await publish(true), 'Websitebouwer', 'Compleet');
    const [row] = await t.db.select().from(sites).where(eq(sites.id, site.id));
    expect(row?.published).toBe(false);
    expect((await publish(false)).status).toBe(200);
  });
});

describe('integrations (plan Compleet)', () => {
  const keysUrl = (id: string) => `/api/integrations/places/coffeeshop/${id}/keys`;

  it('refuses API keys on Groei and stores none', async () => {
    const groei = await placeOn('coffeeshop', 'groei');
    await expectNotInPlan(
      await t.request(keysUrl(groei.id), { body: { name: 'Kassa', scopes: ['menu:read'] }, cookie: groei.owner.cookie }),
      'Koppelingen',
      'Compleet',
    );
    expect(await t.db.select().from(apiKeys).where(eq(apiKeys.placeId, groei.id))).toEqual([]);
    // The lists stay open, so keys and webhooks made before a downgrade can be revoked and removed.
    expect((await t.request(keysUrl(groei.id), { cookie: groei.owner.cookie })).status).toBe(200);
    const webhooks = `/api/integrations/places/coffeeshop/${groei.id}/webhooks`;
    expect((await t.request(webhooks, { cookie: groei.owner.cookie })).status).toBe(200);
  });

  it('after a downgrade: the key is refused by the API, and can still be revoked', async () => {
    const shop = await placeOn('coffeeshop', 'compleet');
    const created = await t.request(keysUrl(shop.id), {
      body: { name: 'Kassa', scopes: ['menu:read'] },
      cookie: shop.owner.cookie,
    });
    expect(created.status).toBe(201);
    const key = await readJson<{ id: string; secret: string }>(created);
    const products = () =>
      t.request(`/api/v1/coffeeshops/${shop.id}/products`, { headers: { authorization: `Bearer ${key.secret}` } });
    expect((await products()).status).toBe(200);

    await setPlan(shop.id, 'groei');
    await expectNotInPlan(await products(), 'Koppelingen', 'Compleet');
    const revoked = await t.request(`/api/integrations/keys/${key.id}/revoke`, { method: 'POST', cookie: shop.owner.cookie });
    expect(revoked.status).toBe(200);
  });

  it('queues no webhook events for a place whose plan lost the integrations', async () => {
    const shop = await placeOn('coffeeshop', 'compleet');
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        placeKind: 'coffeeshop',
        placeId: shop.id,
        url: 'https://kassa.example.nl/hook',
        events: ['stock.changed'],
        secret: 'geheim',
      })
      .returning();
    const deliveries = () =>
      t.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.endpointId, endpoint?.id ?? ''));
    await queueWebhookEvent(t.db, { kind: 'coffeeshop', id: shop.id }, 'stock.changed', { stock: 3 });
    expect(await deliveries()).toHaveLength(1);
    await setPlan(shop.id, 'groei');
    await queueWebhookEvent(t.db, { kind: 'coffeeshop', id: shop.id }, 'stock.changed', { stock: 2 });
    expect(await deliveries()).toHaveLength(1);
  });
});
