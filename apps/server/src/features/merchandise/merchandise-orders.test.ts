import { type ApiError, MERCHANDISE_ORDERS_PER_HOUR, type MerchandiseOrder } from '@platform/core';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, merchandiseOrders, merchandiseStock } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { approve, partnerWithMember } from '../partners/partners-test-helpers.ts';
import { dashboardItems, ITEM, ORDER, postItem } from './merchandise-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

let address = 0;
/** Each call from its own client address unless one is given (the rate limit counts per address). */
const order = (id: string, body: unknown, from = `198.51.100.${++address % 250}`) =>
  t.request(`/api/merchandise/${id}/orders`, { body, headers: { 'x-forwarded-for': from } });
const ordersOf = (id: string) => t.db.select().from(merchandiseOrders).where(eq(merchandiseOrders.merchandiseId, id));
const stockOf = async (id: string) =>
  (
    await t.db
      .select()
      .from(merchandiseStock)
      .where(eq(merchandiseStock.merchandiseId, id))
      .orderBy(asc(merchandiseStock.sortOrder))
  ).map((row) => [row.size, row.stock]);
const issue = async (response: Response) => (await readJson<ApiError>(response)).issues?.[0]?.message;

async function publicPartnerItem(body: unknown = ITEM) {
  const { partner, member } = await partnerWithMember(t, admin);
  await approve(t, admin, partner.id);
  const item = await postItem(t, member.cookie, dashboardItems(partner.id), body);
  return { partner, member, item };
}

describe('order requests', () => {
  it('stores the request, lowers the stock, mails the members and the buyer, and lists it on the dashboard', async () => {
    const { partner, member, item } = await publicPartnerItem();
    const sent = await order(item.id, ORDER);
    expect(sent.status).toBe(201);
    expect(await readJson(sent)).toEqual({ received: true });
    expect(await stockOf(item.id)).toEqual([
      ['M', 1],
      ['L', 1],
    ]);
    const toMember = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, member.email.toLowerCase()), eq(mailMessages.kind, 'merchandise_order')));
    expect(toMember).toHaveLength(1);
    expect(toMember[0]?.text).toContain('Maat: M');
    const toBuyer = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, ORDER.email), eq(mailMessages.kind, 'merchandise_order_confirmation')));
    expect(toBuyer.at(-1)?.subject).toBe(`We hebben je bestelaanvraag voor ${ITEM.name} ontvangen`);

    const listed = await t.request(`/api/partner-dashboard/${partner.id}/merchandise-orders`, { cookie: member.cookie });
    expect(await readJson<MerchandiseOrder[]>(listed)).toMatchObject([
      { merchandiseId: item.id, name: ORDER.name, size: 'M', quantity: 2, message: ORDER.message },
    ]);
    const stranger = await t.signUp();
    expect((await t.request(`/api/partner-dashboard/${partner.id}/merchandise-orders`, { cookie: stranger.cookie })).status).toBe(
      403,
    );
    const all = await readJson<MerchandiseOrder[]>(await t.request('/api/admin/merchandise-orders', { cookie: admin.cookie }));
    expect(all.map((row) => row.merchandiseId)).toContain(item.id);
  });

  it('refuses more than the stock, quantity 0, an unknown or missing size in Dutch, storing and mailing nothing', async () => {
    const { item } = await publicPartnerItem();
    const mailsBefore = (await t.db.select().from(mailMessages)).length;
    const cases: Array<[unknown, string]> = [
      [{ ...ORDER, size: 'L', quantity: 2 }, 'Er is nog maar 1 op voorraad in maat L; bestel er hoogstens 1'],
      [{ ...ORDER, quantity: 4 }, 'Er zijn nog maar 3 op voorraad in maat M; bestel er hoogstens 3'],
      [{ ...ORDER, quantity: 0 }, 'Bestel minimaal 1 stuk'],
      [{ ...ORDER, quantity: 1.5 }, 'Aantal: een heel aantal'],
      [{ ...ORDER, size: 'XXL' }, 'Deze maat bestaat niet voor dit artikel'],
      [{ ...ORDER, size: '' }, 'Kies een maat'],
      [{ ...ORDER, email: 'geen-adres' }, 'Vul een geldig e-mailadres in'],
      [{ ...ORDER, name: '' }, 'Naam is verplicht'],
    ];
    for (const [body, expected] of cases) {
      const response = await order(item.id, body);
      expect(response.status, expected).toBe(422);
      expect(await issue(response)).toBe(expected);
    }
    expect(await ordersOf(item.id)).toEqual([]);
    expect(await stockOf(item.id)).toEqual([
      ['M', 3],
      ['L', 1],
    ]);
    expect((await t.db.select().from(mailMessages)).length).toBe(mailsBefore);
  });

  it('says an item without sizes is sold out once its total is gone', async () => {
    const { item } = await publicPartnerItem({ ...ITEM, name: 'Sticker', sizes: [], stock: 1 });
    expect((await order(item.id, { ...ORDER, size: '', quantity: 1 })).status).toBe(201);
    const gone = await order(item.id, { ...ORDER, size: '', quantity: 1 });
    expect(gone.status).toBe(422);
    expect(await issue(gone)).toBe('Dit artikel is uitverkocht');
    expect(await ordersOf(item.id)).toHaveLength(1);
  });

  it('answers a filled honeypot like a success and stores nothing; unknown or draft items are 404', async () => {
    const { member, partner, item } = await publicPartnerItem();
    const bot = await order(item.id, { ...ORDER, website: 'https://spam.example' });
    expect(bot.status).toBe(201);
    expect(await ordersOf(item.id)).toEqual([]);
    const draft = await postItem(t, member.cookie, dashboardItems(partner.id), { ...ITEM, published: false });
    expect((await order(draft.id, ORDER)).status).toBe(404);
    expect((await order('00000000-0000-4000-8000-000000000000', ORDER)).status).toBe(404);
    expect(await ordersOf(draft.id)).toEqual([]);
  });

  it('sends platform items’ requests to the admins', async () => {
    const item = await postItem(t, admin.cookie, '/api/admin/merchandise', {
      ...ITEM,
      name: 'Platform-pet',
      sizes: [],
      stock: 5,
    });
    expect((await order(item.id, { ...ORDER, size: '', quantity: 1 })).status).toBe(201);
    const mails = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.to, admin.email.toLowerCase()), eq(mailMessages.kind, 'merchandise_order')));
    expect(mails.map((mail) => mail.subject)).toContain('Nieuwe bestelaanvraag: Platform-pet');
  });

  it('limits requests per address (an IPv6 /64 counts as one), then refuses in Dutch', async () => {
    const { item } = await publicPartnerItem({ ...ITEM, name: 'Poster', sizes: [], stock: 1000 });
    const from = (n: number) => `2001:db8:7:8::${n.toString(16)}`;
    for (let n = 1; n <= MERCHANDISE_ORDERS_PER_HOUR; n++) {
      expect((await order(item.id, { ...ORDER, size: '', quantity: 1 }, from(n))).status).toBe(201);
    }
    const refused = await order(item.id, { ...ORDER, size: '', quantity: 1 }, from(999));
    expect(refused.status).toBe(429);
    expect((await readJson<ApiError>(refused)).message).toBe(
      'Er zijn vanaf dit adres te veel bestelaanvragen verstuurd. Probeer het over een uur opnieuw.',
    );
    expect(await ordersOf(item.id)).toHaveLength(MERCHANDISE_ORDERS_PER_HOUR);
    expect((await order(item.id, { ...ORDER, size: '', quantity: 1 }, '2001:db8:7:9::1')).status).toBe(201);
  });
});
