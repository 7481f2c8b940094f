import type { ApiError } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, mailMessages, placeSubscriptions, reportMailSubscriptions } from '../../db/schema/index.ts';
import { insertReservation } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { addManager } from '../staff/staff-test-helpers.ts';
import { sendWeeklySummaries } from './index.ts';

/*
 * Issue 20 item 10: the weekly summary e-mail, opt-in per owner, sent Monday 08:00 Dutch time with last week's
 * figures beside the week before and a one-click unsubscribe link (ADR 061). The job is driven with a fixed clock.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SETTING = '/api/reports/weekly-mail';
const deps = () => ({ db: t.db, mailer: t.mailer, logger: t.logger, publicUrl: t.config.publicUrl });
const put = (cookie: string | undefined, body: unknown) => t.request(SETTING, { method: 'PUT', body, cookie });
const subscriptionOf = (userId: string) =>
  t.db.select().from(reportMailSubscriptions).where(eq(reportMailSubscriptions.userId, userId));
const mailsTo = (to: string) =>
  t.db
    .select()
    .from(mailMessages)
    .where(and(eq(mailMessages.to, to), eq(mailMessages.kind, 'weekly_report')));

// Monday 30 November 2026: 08:00 in Amsterdam is 07:00 UTC (winter time).
const MONDAY_0800 = new Date('2026-11-30T07:00:00Z');
const MONDAY_0759 = new Date('2026-11-30T06:59:00Z');
const SUNDAY = new Date('2026-11-29T12:00:00Z');

describe('the weekly summary setting', () => {
  it('is off by default and turned on and off by an owner', async () => {
    const owner = await t.signUp();
    await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    expect(await readJson(await t.request(SETTING, { cookie: owner.cookie }))).toEqual({ enabled: false });
    const on = await put(owner.cookie, { enabled: true });
    expect(on.status).toBe(200);
    expect(await readJson(on)).toEqual({ enabled: true });
    const [first] = await subscriptionOf(owner.userId);
    // Turning it on again keeps the token, so the links in earlier mails keep working.
    await put(owner.cookie, { enabled: true });
    expect((await subscriptionOf(owner.userId))[0]?.unsubscribeToken).toBe(first?.unsubscribeToken);
    expect(await readJson(await t.request(SETTING, { cookie: owner.cookie }))).toEqual({ enabled: true });
    expect(await readJson(await put(owner.cookie, { enabled: false }))).toEqual({ enabled: false });
    expect(await subscriptionOf(owner.userId)).toHaveLength(0);
  });

  it('is open to a manager with the details right', async () => {
    const owner = await t.signUp();
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const editor = await addManager(t, owner, 'venue', venue.id, ['details']);
    expect((await put(editor.cookie, { enabled: true })).status).toBe(200);
    const host = await addManager(t, owner, 'venue', venue.id, ['reservations']);
    const refused = await put(host.cookie, { enabled: true });
    expect(refused.status).toBe(403);
    expect(await subscriptionOf(host.userId)).toHaveLength(0);
  });

  it('refuses strangers, accounts without a place, demo accounts and bad input in Dutch, storing nothing', async () => {
    expect((await t.request(SETTING)).status).toBe(401);
    expect((await put(undefined, { enabled: true })).status).toBe(401);
    const nobody = await t.signUp();
    const noPlace = await put(nobody.cookie, { enabled: true });
    expect(noPlace.status).toBe(403);
    expect((await readJson<ApiError>(noPlace)).message).toBe('Je hebt geen toegang tot deze actie.');
    const demo = await t.userWithRole('demo');
    const demoPut = await put(demo.cookie, { enabled: true });
    expect(demoPut.status).toBe(403);
    expect((await readJson<ApiError>(demoPut)).message).toBe('Een demo-account kan niets wijzigen.');
    const owner = await t.signUp();
    await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    const bad = await put(owner.cookie, { enabled: 'ja' });
    expect(bad.status).toBe(422);
    expect(JSON.stringify((await readJson<ApiError>(bad)).issues)).toContain('Kies aan of uit');
    for (const account of [nobody, demo, owner]) expect(await subscriptionOf(account.userId)).toHaveLength(0);
  });
});

describe('the weekly summary job', () => {
  it('mails last week beside the week before on Monday from 08:00 Dutch time, once, with an unsubscribe link', async () => {
    const owner = await t.signUp({ email: 'weekoverzicht@voorbeeld.nl' });
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }], ownerId: owner.userId });
    const path = `/horeca/${venue.plaatsSlug}/${venue.slug}`;
    const view = (day: string, visitor: string) => ({ day, name: 'page_view', path, visitor });
    // Last week (23–29 November): 3 views by 2 visitors; the week before (16–22 November): 2 views.
    await t.db
      .insert(analyticsEvents)
      .values([
        view('2026-11-23', 'a'),
        view('2026-11-23', 'a'),
        view('2026-11-28', 'b'),
        view('2026-11-17', 'c'),
        view('2026-11-22', 'd'),
      ]);
    await insertReservation(t.db, { venueId: venue.id, startsAt: new Date('2026-11-27T19:00:00+01:00'), partySize: 4 });
    // Not last week: this Monday's views wait for next week's mail.
    await t.db.insert(analyticsEvents).values(view('2026-11-30', 'e'));
    expect((await put(owner.cookie, { enabled: true })).status).toBe(200);

    expect(await sendWeeklySummaries(deps(), SUNDAY)).toBe(0);
    expect(await sendWeeklySummaries(deps(), MONDAY_0759)).toBe(0);
    expect(await mailsTo('weekoverzicht@voorbeeld.nl')).toHaveLength(0);

    expect(await sendWeeklySummaries(deps(), MONDAY_0800)).toBeGreaterThanOrEqual(1);
    const [mail, ...more] = await mailsTo('weekoverzicht@voorbeeld.nl');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Je weekoverzicht: 23 november t/m 29 november 2026');
    expect(mail?.text).toContain(venue.name);
    expect(mail?.text).toContain('- Paginaweergaven: 3 (week ervoor 2, +50%)');
    expect(mail?.text).toContain('- Bezoekers: 2 (week ervoor 2, 0%)');
    expect(mail?.text).toContain('- Reserveringen: 1 (week ervoor 0)');
    expect(mail?.text).toContain('- Couverts: 4 (week ervoor 0)');
    const [subscription] = await subscriptionOf(owner.userId);
    expect(mail?.text).toContain(`http://localhost:3000/afmelden/${subscription?.unsubscribeToken}`);
    expect(subscription?.lastSentWeek).toBe('2026-11-30');

    // A later run that Monday (the hourly job) sends nothing again.
    await sendWeeklySummaries(deps(), new Date('2026-11-30T09:00:00Z'));
    expect(await mailsTo('weekoverzicht@voorbeeld.nl')).toHaveLength(1);
  });

  it('sends nothing to an owner who did not opt in', async () => {
    const owner = await t.signUp({ email: 'geen-overzicht@voorbeeld.nl' });
    await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    await sendWeeklySummaries(deps(), MONDAY_0800);
    expect(await mailsTo('geen-overzicht@voorbeeld.nl')).toHaveLength(0);
  });
});

describe('unsubscribing through the link', () => {
  const unsubscribe = (token: string) => t.request(`/api/report-mail/unsubscribe/${token}`, { method: 'POST', body: {} });

  it('ends the opt-in without a login; the link then says it is no longer valid', async () => {
    const owner = await t.signUp();
    await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    await put(owner.cookie, { enabled: true });
    const [subscription] = await subscriptionOf(owner.userId);
    const token = subscription?.unsubscribeToken ?? '';
    const done = await unsubscribe(token);
    expect(done.status).toBe(200);
    expect(await readJson(done)).toEqual({ unsubscribed: true });
    expect(await subscriptionOf(owner.userId)).toHaveLength(0);
    const again = await unsubscribe(token);
    expect(again.status).toBe(404);
    expect((await readJson<ApiError>(again)).message).toBe('Ongeldige afmeldlink.');
  });

  it('refuses a malformed token in Dutch and changes nothing', async () => {
    const owner = await t.signUp();
    await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    await put(owner.cookie, { enabled: true });
    const bad = await unsubscribe('kort');
    expect(bad.status).toBe(422);
    expect(JSON.stringify((await readJson<ApiError>(bad)).issues)).toContain('Ongeldige afmeldlink.');
    expect(await subscriptionOf(owner.userId)).toHaveLength(1);
  });
});

describe('the weekly summary and the plan', () => {
  it('leaves out the figures of a place whose plan has no reports module', async () => {
    const owner = await t.signUp({ email: 'zonder-rapportages@voorbeeld.nl' });
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 2 }], ownerId: owner.userId });
    expect((await put(owner.cookie, { enabled: true })).status).toBe(200);
    // The plan changes afterwards: the report page refuses (ADR 058), so the mail shows no figures either.
    await t.db
      .delete(placeSubscriptions)
      .where(and(eq(placeSubscriptions.placeKind, 'venue'), eq(placeSubscriptions.placeId, venue.id)));

    await sendWeeklySummaries(deps(), MONDAY_0800);
    const [mail] = await mailsTo('zonder-rapportages@voorbeeld.nl');
    expect(mail?.text).not.toContain(venue.name);
    expect(mail?.text).not.toContain('Paginaweergaven');
  });
});
