import {
  type ApiError,
  type ChoosePlanResult,
  type ContactMessage,
  type MyBusinessPlan,
  type ProductUser,
  productsOfPlan,
} from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, contactMessages, mailMessages, placeSubscriptions, subscriptionInvoices } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { ownedPlace } from '../staff/staff-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
beforeAll(async () => {
  t = await createTestApp({ TRUST_PROXY: 'true' });
  admin = await t.userWithRole('admin');
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
/** Test databases give every seeded place a plan (ADR 058); these tests start from a place without one. */
const withoutPlan = (placeId: string) => t.db.delete(placeSubscriptions).where(eq(placeSubscriptions.placeId, placeId));
let address = 0;
/** A fresh client address per call, so the hourly limit only bites where a test wants it to. */
const freshAddress = () => `198.51.100.${++address}`;

const CONTACT = {
  name: 'Fatima el Amrani',
  email: 'Fatima@Voorbeeld.nl',
  organisation: 'Café De Kade',
  phone: '06 12345678',
  message: 'Wij willen graag weten hoe de digitale schermen werken in een zaak met twee ruimtes.',
};

function contact(body: unknown, from = freshAddress()) {
  return t.request('/api/contact', { body, headers: { 'x-forwarded-for': from } });
}

async function storedFrom(email: string) {
  return t.db.select().from(contactMessages).where(eq(contactMessages.email, email));
}

describe('the contact form', () => {
  it('stores a message, mails a Dutch confirmation and shows it in the admin inbox until handled', async () => {
    const email = 'contact-ok@voorbeeld.nl';
    const response = await contact({ ...CONTACT, email, product: 'schermen' });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ received: true });
    const [stored] = await storedFrom(email);
    expect(stored).toMatchObject({ name: 'Fatima el Amrani', product: 'schermen', handledAt: null });

    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'contact_confirmation'), eq(mailMessages.to, email)));
    expect(mail?.subject).toBe('We hebben je demo-aanvraag voor Digitale schermen ontvangen');

    const inbox = await readJson<ContactMessage[]>(await t.request('/api/admin/contact', { cookie: admin.cookie }));
    expect(inbox.find((row) => row.id === stored?.id)).toMatchObject({ email, organisation: 'Café De Kade' });

    const handled = await t.request(`/api/admin/contact/${stored?.id}`, {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { handled: true },
    });
    expect(handled.status).toBe(200);
    expect((await readJson<ContactMessage>(handled)).handledBy).toBe(admin.userId);
    const open = await readJson<ContactMessage[]>(await t.request('/api/admin/contact?status=open', { cookie: admin.cookie }));
    expect(open.some((row) => row.id === stored?.id)).toBe(false);
    const done = await readJson<ContactMessage[]>(
      await t.request('/api/admin/contact?status=behandeld', { cookie: admin.cookie }),
    );
    expect(done.some((row) => row.id === stored?.id)).toBe(true);
  });

  it('answers a filled honeypot like a success but stores and sends nothing', async () => {
    const email = 'honeypot@voorbeeld.nl';
    const response = await contact({ ...CONTACT, email, website: 'https://spam.example' });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({ received: true });
    expect(await storedFrom(email)).toEqual([]);
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.to, email))).toEqual([]);
  });

  it('refuses a bad e-mail, a too long message and an unknown product in Dutch, storing nothing', async () => {
    const email = 'bad-input@voorbeeld.nl';
    const badEmail = await contact({ ...CONTACT, email: 'geen-adres' });
    expect(badEmail.status).toBe(422);
    expect(JSON.stringify(await readJson(badEmail))).toContain('Vul een geldig e-mailadres in');
    const long = await contact({ ...CONTACT, email, message: 'a'.repeat(4001) });
    expect(long.status).toBe(422);
    expect(JSON.stringify(await readJson(long))).toContain('Je bericht mag maximaal 4000 tekens hebben');
    const product = await contact({ ...CONTACT, email, product: 'bestaat-niet' });
    expect(product.status).toBe(422);
    expect(JSON.stringify(await readJson(product))).toContain('Dit product bestaat niet');
    expect(await storedFrom(email)).toEqual([]);
  });

  it('refuses the sixth message in an hour from one address (429, Dutch), storing nothing', async () => {
    const from = freshAddress();
    for (let index = 0; index < 5; index++) {
      expect((await contact({ ...CONTACT, email: `limit-${index}@voorbeeld.nl` }, from)).status).toBe(201);
    }
    const refused = await contact({ ...CONTACT, email: 'limit-6@voorbeeld.nl' }, from);
    expect(refused.status).toBe(429);
    expect(await message(refused)).toBe('Er zijn vanaf dit adres te veel berichten verstuurd. Probeer het over een uur opnieuw.');
    expect(await storedFrom('limit-6@voorbeeld.nl')).toEqual([]);
  });

  it('keeps the inbox to admins', async () => {
    const user = await t.signUp();
    expect((await t.request('/api/admin/contact')).status).toBe(401);
    expect((await t.request('/api/admin/contact', { cookie: user.cookie })).status).toBe(403);
    const patch = await t.request('/api/admin/contact/00000000-0000-4000-8000-000000000000', {
      method: 'PATCH',
      cookie: admin.cookie,
      body: { handled: true },
    });
    expect(patch.status).toBe(404);
    expect(await message(patch)).toBe('Dit bericht bestaat niet.');
  });
});

describe('plans', () => {
  it('lets an owner choose a plan: Dutch invoice mail incl. 21% btw, the plan’s modules on', async () => {
    const shop = await ownedPlace(t, 'coffeeshop', 3);
    await withoutPlan(shop.id);
    const before = await readJson<MyBusinessPlan[]>(await t.request('/api/me/plans', { cookie: shop.owner.cookie }));
    expect(before).toEqual([expect.objectContaining({ placeId: shop.id, plan: null, modules: [] })]);

    const response = await t.request('/api/me/plans', {
      cookie: shop.owner.cookie,
      body: { placeKind: 'coffeeshop', placeId: shop.id, plan: 'groei' },
    });
    expect(response.status).toBe(201);
    const result = await readJson<ChoosePlanResult>(response);
    expect(result.invoice).toMatchObject({ plan: 'groei', netCents: 7900, vatCents: 1659, totalCents: 9559 });
    expect(result.business.modules).toEqual(productsOfPlan('groei'));
    expect(result.business.modules).toContain('schermen');
    expect(result.business.modules).not.toContain('koppelingen');

    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'subscription_invoice'), eq(mailMessages.to, shop.owner.email.toLowerCase())));
    expect(mail?.subject).toBe(`Factuur ${result.invoice.number}: abonnement Groei`);
    const text = mail?.text.replaceAll('\u00a0', ' ');
    expect(text).toContain('Totaal inclusief btw: € 95,59');
    expect(text).toContain('Btw 21%: € 16,59');
  });

  it('refuses a manager, a stranger, a signed-out visitor and an unknown plan, changing nothing', async () => {
    const venue = await ownedPlace(t, 'venue', 2);
    await withoutPlan(venue.id);
    const stranger = await t.signUp();
    const body = { placeKind: 'venue', placeId: venue.id, plan: 'basis' };
    expect((await t.request('/api/me/plans', { body })).status).toBe(401);
    const refused = await t.request('/api/me/plans', { cookie: stranger.cookie, body });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je beheert deze horecazaak niet.');
    const asAdmin = await t.request('/api/me/plans', { cookie: admin.cookie, body });
    expect(asAdmin.status).toBe(403);
    expect(await message(asAdmin)).toBe('Alleen de eigenaar kiest het abonnement van deze zaak.');
    const unknown = await t.request('/api/me/plans', { cookie: venue.owner.cookie, body: { ...body, plan: 'goud' } });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(await readJson(unknown))).toContain('Kies een bestaand abonnement');
    expect(await t.db.select().from(placeSubscriptions).where(eq(placeSubscriptions.placeId, venue.id))).toEqual([]);
    expect(await t.db.select().from(subscriptionInvoices).where(eq(subscriptionInvoices.placeId, venue.id))).toEqual([]);
  });
});

describe('modules per product', () => {
  it('lets an admin switch one module for one place, audited, and the finder shows coffeeshops with it', async () => {
    const shop = await ownedPlace(t, 'coffeeshop', 4);
    await withoutPlan(shop.id);
    const path = `/api/admin/modules/koppelingen/coffeeshop/${shop.id}`;
    expect((await readJson<ProductUser>(await t.request(path, { cookie: admin.cookie }))).enabled).toBe(false);
    const on = await t.request(path, { method: 'PUT', cookie: admin.cookie, body: { enabled: true } });
    expect(on.status).toBe(200);
    expect(await readJson<ProductUser>(on)).toMatchObject({ placeId: shop.id, enabled: true, plan: null });
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, shop.id));
    expect(audit.map((row) => row.action)).toContain('shop.modules');

    const all = await readJson<ProductUser[]>(await t.request('/api/admin/modules/koppelingen', { cookie: admin.cookie }));
    expect(all.find((row) => row.placeId === shop.id)?.enabled).toBe(true);

    const verified = await t.userWithRole('user', { verified: true });
    const finder = await readJson<ProductUser[]>(
      await t.request('/api/modules/koppelingen/coffeeshops', { cookie: verified.cookie }),
    );
    expect(finder.map((row) => row.placeId)).toContain(shop.id);
  });

  it('refuses others and unknown products or places', async () => {
    const user = await t.signUp();
    const shop = await ownedPlace(t, 'coffeeshop', 5);
    await withoutPlan(shop.id);
    const path = `/api/admin/modules/schermen/coffeeshop/${shop.id}`;
    expect((await t.request(path, { method: 'PUT', body: { enabled: true } })).status).toBe(401);
    expect((await t.request(path, { method: 'PUT', cookie: shop.owner.cookie, body: { enabled: true } })).status).toBe(403);
    expect(await t.db.select().from(placeSubscriptions).where(eq(placeSubscriptions.placeId, shop.id))).toEqual([]);
    const unknown = await t.request('/api/admin/modules/bestaat-niet', { cookie: admin.cookie });
    expect(unknown.status).toBe(422);
    expect(JSON.stringify(await readJson(unknown))).toContain('Dit product bestaat niet');
    const noPlace = await t.request('/api/admin/modules/schermen/coffeeshop/00000000-0000-4000-8000-000000000000', {
      cookie: admin.cookie,
    });
    expect(noPlace.status).toBe(404);
    expect((await t.request('/api/modules/schermen/coffeeshops')).status).toBe(401);
    const finder = await t.request('/api/modules/schermen/coffeeshops', { cookie: user.cookie });
    expect(finder.status).toBe(403);
    expect(await message(finder)).toBe('Je account is nog niet geverifieerd. Rond eerst de verificatie in je profiel af.');
  });
});
