import { type ApiError, dutchDate, type ManagedEvent, type PublicEvent } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventSignups, mailMessages } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { editorAccount } from '../content/content-test-helpers.ts';
import { approve, partnerWithMember } from '../partners/partners-test-helpers.ts';
import { addManager, ownedPlace } from '../staff/staff-test-helpers.ts';

let t: TestApp;
let admin: Awaited<ReturnType<TestApp['userWithRole']>>;
let shop: Awaited<ReturnType<typeof ownedPlace>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await t.userWithRole('admin');
  shop = await ownedPlace(t, 'coffeeshop', 11);
});
afterAll(() => t.close());

const inDays = (days: number) => dutchDate(new Date(Date.now() + days * 86_400_000));
const EVENT = {
  title: 'Informatieavond wietexperiment',
  description: 'Een avond over de regels van het experiment, met vragen aan de gemeente.',
  date: inDays(14),
  startTime: '19:30',
  endTime: '21:30',
  location: 'Stadhuis, Grote Markt 38, Breda',
  capacity: 2,
};
const base = () => `/api/event-organisers/coffeeshop/${shop.id}`;
const signUp = (eventId: string, email: string, name = 'Sanne de Vries') =>
  t.request(`/api/events/${eventId}/signups`, { body: { name, email } });
const signupCount = async (eventId: string) =>
  (await t.db.select({ id: eventSignups.id }).from(eventSignups).where(eq(eventSignups.eventId, eventId))).length;

describe('organiser routes by role', () => {
  it('answers 401 signed out, 403 strangers and managers without the details right, 2xx owners, managers and admins', async () => {
    const created = await t.request(`${base()}/events`, { cookie: shop.owner.cookie, body: EVENT });
    expect(created.status).toBe(201);
    const event = await readJson<ManagedEvent>(created);
    expect(event).toMatchObject({ date: EVENT.date, startTime: '19:30', endTime: '21:30', placesLeft: 2 });
    const stranger = await t.signUp();
    const menuOnly = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['menu']);
    const details = await addManager(t, shop.owner, 'coffeeshop', shop.id, ['details']);
    const routes: Array<{ path: string; method?: string; body?: unknown; ok: number }> = [
      { path: `${base()}/events`, ok: 200 },
      { path: `${base()}/events/${event.id}`, method: 'PUT', body: { ...EVENT, capacity: 3 }, ok: 200 },
    ];
    for (const route of routes) {
      const call = (cookie?: string) => t.request(route.path, { cookie, method: route.method, body: route.body });
      expect((await call()).status, route.path).toBe(401);
      expect((await call(stranger.cookie)).status, route.path).toBe(403);
      expect((await call(menuOnly.cookie)).status, route.path).toBe(403);
      for (const allowed of [shop.owner, details, admin]) expect((await call(allowed.cookie)).status, route.path).toBe(route.ok);
    }
    expect((await t.request(`${base()}/events/${event.id}`, { cookie: stranger.cookie, method: 'DELETE' })).status).toBe(403);
    expect((await t.request(`${base()}/events/${event.id}`, { cookie: shop.owner.cookie, method: 'DELETE' })).status).toBe(204);
    expect((await t.request(`/api/events/${event.id}`)).status).toBe(404);
  });

  it('lets editors run the platform events and partner members their partner events', async () => {
    const editor = await editorAccount(t, admin);
    const user = await t.signUp();
    const platform = '/api/event-organisers/platform/platform/events';
    expect((await t.request(platform, { cookie: user.cookie, body: EVENT })).status).toBe(403);
    expect((await t.request(platform, { cookie: editor.cookie, body: EVENT })).status).toBe(201);
    expect((await t.request('/api/event-organisers/platform/iets/events', { cookie: editor.cookie })).status).toBe(404);
    const { partner, member } = await partnerWithMember(t, admin, 'Beveiliging Zuid');
    const path = `/api/event-organisers/partner/${partner.id}/events`;
    const created = await readJson<ManagedEvent>(await t.request(path, { cookie: member.cookie, body: EVENT }));
    expect((await t.request(path, { cookie: editor.cookie })).status).toBe(403);
    // A pending partner's event is not public yet.
    expect((await t.request(`/api/events/${created.id}`)).status).toBe(404);
    await approve(t, admin, partner.id);
    const read = await readJson<PublicEvent>(await t.request(`/api/events/${created.id}`));
    expect(read.organiser).toMatchObject({ kind: 'partner', name: 'Beveiliging Zuid' });
    const upcoming = await readJson<PublicEvent[]>(await t.request(`/api/events?kind=partner&id=${partner.id}`));
    expect(upcoming.map((item) => item.id)).toEqual([created.id]);
  });
});

describe('sign-up, mail and .ics', () => {
  it('signs a visitor up with a confirmation mail carrying the .ics, and serves the .ics', async () => {
    const event = await readJson<ManagedEvent>(await t.request(`${base()}/events`, { cookie: shop.owner.cookie, body: EVENT }));
    const response = await signUp(event.id, 'Bezoeker@Voorbeeld.nl');
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ placesLeft: 1 });
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'event_signup'), eq(mailMessages.to, 'bezoeker@voorbeeld.nl')));
    expect(mail?.subject).toBe('Aangemeld: Informatieavond wietexperiment');
    expect(mail?.text).toContain(`/event/${event.id}`);
    const ics = await t.request(`/api/events/${event.id}/ics`);
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toContain('text/calendar');
    expect(ics.headers.get('content-disposition')).toContain('attachment');
    const text = await ics.text();
    expect(text).toContain('BEGIN:VEVENT');
    expect(text).toContain('SUMMARY:Informatieavond wietexperiment');
    expect(text).toContain('LOCATION:Stadhuis\\, Grote Markt 38\\, Breda');
    const managed = await readJson<ManagedEvent[]>(await t.request(`${base()}/events`, { cookie: shop.owner.cookie }));
    expect(managed.find((item) => item.id === event.id)?.signups.map((s) => s.email)).toEqual(['bezoeker@voorbeeld.nl']);
  });

  it('refuses a sign-up beyond capacity and a second one from the same address, Dutch messages, nothing stored', async () => {
    const event = await readJson<ManagedEvent>(
      await t.request(`${base()}/events`, { cookie: shop.owner.cookie, body: { ...EVENT, capacity: 1 } }),
    );
    expect((await signUp(event.id, 'eerste@voorbeeld.nl')).status).toBe(201);
    const again = await signUp(event.id, 'eerste@voorbeeld.nl');
    expect(again.status).toBe(409);
    expect((await readJson<ApiError>(again)).message).toBe('Met dit e-mailadres ben je al aangemeld voor dit evenement.');
    const full = await signUp(event.id, 'tweede@voorbeeld.nl');
    expect(full.status).toBe(409);
    expect((await readJson<ApiError>(full)).message).toBe('Dit evenement is vol: alle plaatsen zijn vergeven.');
    expect(await signupCount(event.id)).toBe(1);
    const lower = await t.request(`${base()}/events/${event.id}`, {
      cookie: shop.owner.cookie,
      method: 'PUT',
      body: { ...EVENT, capacity: 0 },
    });
    expect(lower.status).toBe(422);
  });

  it("refuses a coffeeshop event that promotes (art. 3b Opiumwet) with the check's reasons, nothing stored", async () => {
    const before = (await readJson<ManagedEvent[]>(await t.request(`${base()}/events`, { cookie: shop.owner.cookie }))).length;
    const response = await t.request(`${base()}/events`, {
      cookie: shop.owner.cookie,
      body: { ...EVENT, title: 'Proefavond: 20% korting op alle wiet' },
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).message).toMatch(/^Niet gepubliceerd: de compliancecheck geeft \d+%.*korting/);
    const after = (await readJson<ManagedEvent[]>(await t.request(`${base()}/events`, { cookie: shop.owner.cookie }))).length;
    expect(after).toBe(before);
  });

  it('refuses an event in the past, a bad time and a too-long title with Dutch messages, nothing stored', async () => {
    const before = (await readJson<ManagedEvent[]>(await t.request(`${base()}/events`, { cookie: shop.owner.cookie }))).length;
    const cases: Array<{ body: Record<string, unknown>; path: string; message: string }> = [
      { body: { date: inDays(-1) }, path: 'date', message: 'Kies een begin in de toekomst.' },
      { body: { startTime: '25:00' }, path: 'startTime', message: 'Begintijd: gebruik uu:mm, bijvoorbeeld 20:00' },
      { body: { title: 'x'.repeat(121) }, path: 'title', message: 'Titel mag maximaal 120 tekens hebben' },
      { body: { capacity: 0 }, path: 'capacity', message: 'Minimaal 1 plaats' },
    ];
    for (const item of cases) {
      const response = await t.request(`${base()}/events`, { cookie: shop.owner.cookie, body: { ...EVENT, ...item.body } });
      expect(response.status, item.message).toBe(422);
      const error = await readJson<ApiError>(response);
      expect(error.issues?.find((issue) => issue.path.join('.') === item.path)?.message).toBe(item.message);
    }
    const after = (await readJson<ManagedEvent[]>(await t.request(`${base()}/events`, { cookie: shop.owner.cookie }))).length;
    expect(after).toBe(before);
    const bad = await t.request('/api/events/not-an-id/signups', { body: { name: 'A', email: 'a@b.nl' } });
    expect(bad.status).toBe(404);
    const missing = await t.request(`/api/events/00000000-0000-4000-8000-000000000000/signups`, {
      body: { name: '', email: 'geen' },
    });
    expect(missing.status).toBe(422);
  });
});
