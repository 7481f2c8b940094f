import type { ApiError, MyRoster } from '@platform/core';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailMessages, staffEmployees } from '../../db/schema/index.ts';
import { insertEmployee, insertShop } from '../../db/seed/factories.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { addManager } from '../staff/staff-test-helpers.ts';

/* "Nieuwe link maken" for the personal .ics feed (ADR 060): the old link answers 404 at once. */

type Account = Awaited<ReturnType<TestApp['signUp']>>;
let t: TestApp;
let owner: Account;
let employeeAccount: Account;
let stranger: Account;
let menuOnly: Account;
let shopId: string;

const base = () => `/api/staff-planner/places/coffeeshop/${shopId}`;
const feedPath = (token: string) => `/api/staff-calendar/${token}.ics`;
const tokenOf = async (id: string) =>
  (await t.db.select({ token: staffEmployees.icsToken }).from(staffEmployees).where(eq(staffEmployees.id, id)))[0]?.token ?? '';

beforeAll(async () => {
  t = await createTestApp();
  owner = await t.signUp();
  employeeAccount = await t.signUp();
  stranger = await t.signUp();
  shopId = (await insertShop(t.db, { ownerId: owner.userId })).id;
  menuOnly = await addManager(t, owner, 'coffeeshop', shopId, ['menu']);
});
afterAll(() => t.close());

describe('renewing the calendar link', () => {
  it('lets the employee make a new link; the old one is gone at once and the new one works', async () => {
    const employee = await insertEmployee(t.db, {
      placeKind: 'coffeeshop',
      placeId: shopId,
      userId: employeeAccount.userId,
      email: employeeAccount.email,
    });
    const old = employee.icsToken;
    expect((await t.request(feedPath(old))).status).toBe(200);
    const renewed = await t.request('/api/staff-planner/me/calendar-link', {
      cookie: employeeAccount.cookie,
      body: { employeeId: employee.id },
    });
    expect(renewed.status).toBe(200);
    const { icsUrl } = await readJson<{ icsUrl: string }>(renewed);
    expect((await t.request(feedPath(old))).status).toBe(404);
    expect((await t.request(new URL(icsUrl).pathname)).status).toBe(200);
    const roster = await readJson<MyRoster>(
      await t.request('/api/staff-planner/me?week=2026-11-23', { cookie: employeeAccount.cookie }),
    );
    expect(roster.employments[0]?.icsUrl).toBe(icsUrl);
  });

  it('refuses someone else’s employment, the signed-out and a bad id, changing nothing', async () => {
    const employee = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId });
    const before = employee.icsToken;
    const foreign = await t.request('/api/staff-planner/me/calendar-link', {
      cookie: stranger.cookie,
      body: { employeeId: employee.id },
    });
    expect(foreign.status).toBe(403);
    expect((await readJson<ApiError>(foreign)).message).toBe('Dit is niet jouw rooster.');
    expect((await t.request('/api/staff-planner/me/calendar-link', { body: { employeeId: employee.id } })).status).toBe(401);
    const bad = await t.request('/api/staff-planner/me/calendar-link', { cookie: stranger.cookie, body: { employeeId: 'x' } });
    expect(bad.status).toBe(422);
    expect((await readJson<ApiError>(bad)).issues?.[0]?.message).toBe('Onbekende medewerker');
    expect(await tokenOf(employee.id)).toBe(before);
  });

  it('lets the manager renew an employee’s link: mailed to the employee, never shown to the manager', async () => {
    const employee = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, email: 'sanne.link@voorbeeld.nl' });
    const url = `${base()}/employees/${employee.id}/calendar-link`;
    const renewed = await t.request(url, { cookie: owner.cookie, method: 'POST' });
    expect(renewed.status).toBe(200);
    expect(await readJson(renewed)).toEqual({ mailed: true });
    expect((await t.request(feedPath(employee.icsToken))).status).toBe(404);
    const fresh = await tokenOf(employee.id);
    expect(fresh).not.toBe(employee.icsToken);
    const [mail] = await t.db
      .select()
      .from(mailMessages)
      .where(and(eq(mailMessages.kind, 'staff_roster'), eq(mailMessages.to, 'sanne.link@voorbeeld.nl')))
      .orderBy(desc(mailMessages.createdAt));
    expect(mail?.subject).toContain('Nieuwe agendalink');
    const noAddress = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId, email: '' });
    expect(
      await readJson(
        await t.request(`${base()}/employees/${noAddress.id}/calendar-link`, { cookie: owner.cookie, method: 'POST' }),
      ),
    ).toEqual({ mailed: false });
  });

  it('refuses strangers and managers without the staff right in Dutch, and keeps the link', async () => {
    const employee = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: shopId });
    const url = `${base()}/employees/${employee.id}/calendar-link`;
    expect((await t.request(url, { method: 'POST' })).status).toBe(401);
    const strange = await t.request(url, { cookie: stranger.cookie, method: 'POST' });
    expect(strange.status).toBe(403);
    expect((await readJson<ApiError>(strange)).message).toBe('Je beheert deze coffeeshop niet.');
    const menu = await t.request(url, { cookie: menuOnly.cookie, method: 'POST' });
    expect(menu.status).toBe(403);
    expect((await readJson<ApiError>(menu)).message).toBe('Je mag de medewerkers van deze zaak niet beheren.');
    const otherShop = (await insertShop(t.db, { ownerId: stranger.userId })).id;
    const elsewhere = await insertEmployee(t.db, { placeKind: 'coffeeshop', placeId: otherShop });
    const notHere = await t.request(`${base()}/employees/${elsewhere.id}/calendar-link`, {
      cookie: owner.cookie,
      method: 'POST',
    });
    expect(notHere.status).toBe(422);
    expect((await readJson<ApiError>(notHere)).message).toBe('Deze medewerker werkt niet bij deze zaak.');
    expect(await tokenOf(employee.id)).toBe(employee.icsToken);
    expect(await tokenOf(elsewhere.id)).toBe(elsewhere.icsToken);
  });

  it('renews the link by itself when the employee’s address changes and the account is unlinked', async () => {
    const employee = await insertEmployee(t.db, {
      placeKind: 'coffeeshop',
      placeId: shopId,
      userId: employeeAccount.userId,
      email: employeeAccount.email,
      name: 'Noor de Wit',
    });
    const body = { name: 'Noor de Wit', role: 'Bediening', contractHours: 24 };
    const same = await t.request(`${base()}/employees/${employee.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { ...body, email: employeeAccount.email },
    });
    expect(same.status).toBe(200);
    expect(await tokenOf(employee.id)).toBe(employee.icsToken);
    const moved = await t.request(`${base()}/employees/${employee.id}`, {
      method: 'PUT',
      cookie: owner.cookie,
      body: { ...body, email: 'noor.nieuw@voorbeeld.nl' },
    });
    expect(await readJson(moved)).toMatchObject({ linked: false });
    expect((await t.request(feedPath(employee.icsToken))).status).toBe(404);
    const link = await t.request('/api/staff-planner/me/link', {
      cookie: employeeAccount.cookie,
      body: { token: employee.icsToken },
    });
    expect(link.status).toBe(404);
  });
});
