import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index.ts';
import { insertShop } from '../../db/seed/factories.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { dispatchDueWebhooks } from './index.ts';
import { startWebhookReceiver } from './integrations-test-helpers.ts';

/*
 * DNS rebinding (SSRF): a webhook's name may answer a public address to the platform's check and 127.0.0.1 to the
 * connection a moment later (TTL 0). Here the platform's resolver (node:dns/promises) answers a public address for
 * "localhost", while the system's own resolver still answers 127.0.0.1, where a receiver listens: a delivery that
 * checks one lookup and connects by another reaches the receiver; one that connects where it checked does not.
 */
vi.mock('node:dns/promises', async (importOriginal) => {
  const original = await importOriginal<typeof import('node:dns/promises')>();
  const lookup = (async (host: string, options?: { all?: boolean }) => {
    if (host !== 'localhost') return original.lookup(host, options as never);
    const entry = { address: '192.0.2.10', family: 4 };
    return options?.all ? [entry] : entry;
  }) as typeof original.lookup;
  return { ...original, lookup, default: { ...original, lookup } };
});

let t: TestApp;
let receiver: Awaited<ReturnType<typeof startWebhookReceiver>>;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await receiver.close();
});

describe('webhook deliveries in production (no private targets)', () => {
  it('connect to the address that passed the check, never to what the name answers later', async () => {
    const owner = await t.signUp();
    const shopId = crypto.randomUUID();
    await insertShop(t.db, { id: shopId, name: 'Coffeeshop Rebind', ownerId: owner.userId });
    const [endpoint] = await t.db
      .insert(webhookEndpoints)
      .values({
        placeKind: 'coffeeshop',
        placeId: shopId,
        createdBy: owner.userId,
        url: receiver.url.replace('127.0.0.1', 'localhost'),
        events: ['stock.changed'],
        secret: 'whsec_test',
      })
      .returning();
    if (!endpoint) throw new Error('no endpoint');
    await t.db.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      eventId: crypto.randomUUID(),
      eventType: 'stock.changed',
      body: '{}',
      status: 'pending',
      nextAttemptAt: new Date(),
    });

    await dispatchDueWebhooks({ db: t.db, logger: t.logger, allowPrivateTargets: false });

    expect(receiver.received).toHaveLength(0);
    const [delivery] = await t.db.select().from(webhookDeliveries);
    expect(delivery?.status).toBe('pending');
    expect(delivery?.responseCode).toBeNull();
  }, 20_000);

  it('refuses an IP address of a private network in the URL without connecting', async () => {
    const [endpoint] = await t.db.select().from(webhookEndpoints);
    if (!endpoint) throw new Error('no endpoint');
    receiver.received.length = 0;
    await t.db.update(webhookEndpoints).set({ url: receiver.url });
    await t.db.insert(webhookDeliveries).values({
      endpointId: endpoint.id,
      eventId: crypto.randomUUID(),
      eventType: 'stock.changed',
      body: '{}',
      status: 'pending',
      nextAttemptAt: new Date(),
    });
    await dispatchDueWebhooks({ db: t.db, logger: t.logger, allowPrivateTargets: false }, new Date(Date.now() + 3600_000));
    expect(receiver.received).toHaveLength(0);
    const rows = await t.db.select().from(webhookDeliveries);
    expect(rows.map((row) => row.lastError)).toContain('Dit adres wijst naar een intern netwerk en wordt niet beleverd.');
  });
});
