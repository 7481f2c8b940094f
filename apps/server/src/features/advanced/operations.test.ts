import {
  type ApiError,
  addDays,
  DEFAULT_PAY_RULES,
  DEFAULT_PLATFORM_SETTINGS,
  dutchDate,
  mondayOf,
  type PlannerWeek,
  type PlatformSettingsView,
  type PublicPlatformStatus,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { analyticsEvents, auditLog, platformSettings } from '../../db/schema/index.ts';
import { insertEmployee, insertShop } from '../../db/seed/factories.ts';
import { invalidateSettings } from '../../platform/settings.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { rollUpAnalytics } from '../analytics/index.ts';

/** Retention periods, rate limits and the planner's pay rules as settings (ADR 077). */
let t: TestApp;
type Account = Awaited<ReturnType<TestApp['userWithRole']>>;
let superadmin: Account;
let admin: Account;
let owner: Account;
let shopId: string;
beforeAll(async () => {
  t = await createTestApp();
  [superadmin, admin, owner] = await Promise.all([t.userWithRole('superadmin'), t.userWithRole('admin'), t.signUp()]);
  shopId = (await insertShop(t.db, { ownerId: owner.userId })).id;
});
afterAll(() => t.close());
afterEach(async () => {
  await t.db.delete(platformSettings);
  invalidateSettings(t.db);
});

const put = (cookie: string, body: unknown) => t.request('/api/admin/settings', { method: 'PUT', cookie, body });
const stored = () => t.db.select().from(platformSettings);
let address = 0;
const contact = (from: string) =>
  t.request('/api/contact', {
    headers: { 'x-forwarded-for': from },
    body: {
      name: 'Fatima el Amrani',
      email: 'fatima@voorbeeld.nl',
      organisation: '',
      phone: '',
      message: 'Wij willen graag weten hoe de digitale schermen werken in een zaak met twee ruimtes.',
    },
  });

describe('retention periods and rate limits × role', () => {
  it('shows the server defaults beside the settings (null = that default)', async () => {
    const view = await readJson<PlatformSettingsView>(await t.request('/api/admin/settings', { cookie: superadmin.cookie }));
    expect(view.settings.retention).toEqual(DEFAULT_PLATFORM_SETTINGS.retention);
    expect(view.defaults.retention.analyticsEventsDays).toBe(35);
    expect(view.defaults.rateLimits.contactPerHour).toBe(5);
    const asAdmin = await readJson<PlatformSettingsView>(await t.request('/api/admin/settings', { cookie: admin.cookie }));
    expect(asAdmin.locked).toEqual(expect.arrayContaining(['retention', 'rateLimits', 'payRules']));
  });

  it('a superadmin shortens the analytics retention and the next purge uses it, without a restart; audited', async () => {
    const now = new Date();
    const tenDaysAgo = dutchDate(new Date(now.getTime() - 10 * 86_400_000));
    await t.db.insert(analyticsEvents).values({ day: tenDaysAgo, name: 'page_view', path: '/bewaar-test', visitor: 'v' });
    const eventsLeft = async () =>
      (await t.db.select().from(analyticsEvents).where(eq(analyticsEvents.path, '/bewaar-test'))).length;

    await rollUpAnalytics(t, now);
    expect(await eventsLeft()).toBe(1); // 35 days by default

    const response = await put(superadmin.cookie, {
      retention: { ...DEFAULT_PLATFORM_SETTINGS.retention, analyticsEventsDays: 7 },
    });
    expect(response.status).toBe(200);
    expect((await readJson<PlatformSettingsView>(response)).settings.retention.analyticsEventsDays).toBe(7);
    await rollUpAnalytics(t, now);
    expect(await eventsLeft()).toBe(0);

    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, 'retention'));
    expect(audit).toMatchObject({ action: 'platform.settings', actorId: superadmin.userId });
    expect(audit?.details).toMatchObject({ key: 'retention', to: { analyticsEventsDays: 7 } });
  });

  it("a superadmin's contact limit applies to the next message, and null returns to the default", async () => {
    const from = `203.0.113.${++address}`;
    expect((await contact(from)).status).toBe(201);
    expect((await contact(from)).status).toBe(201);
    expect(
      (await put(superadmin.cookie, { rateLimits: { ...DEFAULT_PLATFORM_SETTINGS.rateLimits, contactPerHour: 2 } })).status,
    ).toBe(200);
    const refused = await contact(from);
    expect(refused.status).toBe(429);
    expect((await readJson<ApiError>(refused)).message).toBe(
      'Er zijn vanaf dit adres te veel berichten verstuurd. Probeer het over een uur opnieuw.',
    );
    expect((await put(superadmin.cookie, { rateLimits: DEFAULT_PLATFORM_SETTINGS.rateLimits })).status).toBe(200);
    expect((await contact(from)).status).toBe(201); // the fourth of the default 5
  });

  it("a superadmin's sign-in limit applies to the next attempt (over AUTH_RATE_LIMIT_MAX), and null restores it", async () => {
    const attempt = () =>
      t.request('/api/auth/sign-in/email', { body: { email: 'iemand@voorbeeld.nl', password: 'fout-wachtwoord' } });
    // The test app's environment allows 1000 a minute.
    for (let i = 0; i < 4; i++) expect((await attempt()).status).toBe(401);
    const limits = { ...DEFAULT_PLATFORM_SETTINGS.rateLimits, authAttempts: 3 };
    expect((await put(superadmin.cookie, { rateLimits: limits })).status).toBe(200);
    const limited = await attempt();
    expect(limited.status).toBe(429);
    expect((await readJson<ApiError>(limited)).message).toMatch(/^Te veel pogingen\./);
    expect((await put(superadmin.cookie, { rateLimits: DEFAULT_PLATFORM_SETTINGS.rateLimits })).status).toBe(200);
    expect((await attempt()).status).toBe(401);
  });

  it('refuses an admin who is not a superadmin (403, Dutch) and changes nothing', async () => {
    for (const body of [
      { retention: { ...DEFAULT_PLATFORM_SETTINGS.retention, cvDays: 60 } },
      { rateLimits: { ...DEFAULT_PLATFORM_SETTINGS.rateLimits, bookingsPerAddress: 3 } },
      { payRules: { ...DEFAULT_PAY_RULES, holidayPayPercent: 9 } },
    ]) {
      const refused = await put(admin.cookie, body);
      expect(refused.status).toBe(403);
      expect((await readJson<ApiError>(refused)).message).toBe(
        'Alleen een superadmin wijzigt bewaartermijnen, limieten en de loonregels.',
      );
    }
    expect(await stored()).toEqual([]);
  });

  it('refuses values outside the bounds with a Dutch 422 at the field, and changes nothing', async () => {
    const cases: Array<[unknown, Array<string | number>, string]> = [
      [
        { retention: { ...DEFAULT_PLATFORM_SETTINGS.retention, identityDocumentsDays: 365 } },
        ['retention', 'identityDocumentsDays'],
        'Kies voor identiteitsdocumenten 0 tot 90 dagen',
      ],
      [
        { retention: { ...DEFAULT_PLATFORM_SETTINGS.retention, cvDays: 7 } },
        ['retention', 'cvDays'],
        'Kies voor cv’s 28 tot 365 dagen',
      ],
      [
        { rateLimits: { ...DEFAULT_PLATFORM_SETTINGS.rateLimits, authAttempts: 1000 } },
        ['rateLimits', 'authAttempts'],
        'Kies voor inlogpogingen 3 tot 100 per venster',
      ],
      [
        { payRules: { ...DEFAULT_PAY_RULES, holidayPayPercent: 5 } },
        ['payRules', 'holidayPayPercent'],
        'Vakantietoeslag is minimaal 8% (wettelijk minimum) en maximaal 25%',
      ],
    ];
    for (const [body, path, message] of cases) {
      const refused = await put(superadmin.cookie, body);
      expect(refused.status).toBe(422);
      expect((await readJson<ApiError>(refused)).issues?.[0]).toMatchObject({ path, message });
    }
    expect(await stored()).toEqual([]);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.targetId, 'payRules'))).toEqual([]);
  });
});

describe('pay rules (CAO Horeca holiday pay, minimum wage tables)', () => {
  const NEXT_MONDAY = addDays(mondayOf(dutchDate(new Date())), 7);
  const day = (n: number) => addDays(NEXT_MONDAY, n);
  const week = async () =>
    readJson<PlannerWeek>(
      await t.request(`/api/staff-planner/places/coffeeshop/${shopId}/week?week=${NEXT_MONDAY}`, { cookie: owner.cookie }),
    );

  it('a new holiday pay percentage and a wage table from mid-week change the labour cost the planner reports', async () => {
    const employee = await insertEmployee(t.db, {
      placeKind: 'coffeeshop',
      placeId: shopId,
      birthDate: '1990-01-01',
      hourlyWageCents: null,
    });
    for (const n of [1, 4]) {
      const added = await t.request(`/api/staff-planner/places/coffeeshop/${shopId}/shifts`, {
        cookie: owner.cookie,
        body: { employeeId: employee.id, start: `${day(n)}T09:00`, end: `${day(n)}T13:00`, breakMinutes: 0 },
      });
      expect(added.status).toBe(201);
    }
    // Two shifts of 4 hours at the statutory minimum of €14.71 with 8% holiday pay.
    const before = await week();
    expect(before.holidayPayPercent).toBe(8);
    expect(before.costCents).toBe(2 * Math.round(4 * 1471 * 1.08));

    const table = { ...(DEFAULT_PAY_RULES.minimumWages[0] as (typeof DEFAULT_PAY_RULES.minimumWages)[number]) };
    const saved = await put(superadmin.cookie, {
      payRules: {
        holidayPayPercent: 10,
        minimumWages: [table, { ...table, validFrom: day(3), adultHourlyCents: 2000 }],
      },
    });
    expect(saved.status).toBe(200);
    const after = await week();
    expect(after.holidayPayPercent).toBe(10);
    // Day 1 still under the old table, day 4 under the new one; both with 10%.
    expect(after.costCents).toBe(Math.round(4 * 1471 * 1.1) + Math.round(4 * 2000 * 1.1));
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.targetId, 'payRules'));
    expect(audit).toHaveLength(1);
  });

  it('refuses two tables with the same date and a youth percentage that drops with age', async () => {
    const table = { ...(DEFAULT_PAY_RULES.minimumWages[0] as (typeof DEFAULT_PAY_RULES.minimumWages)[number]) };
    const twice = await put(superadmin.cookie, { payRules: { ...DEFAULT_PAY_RULES, minimumWages: [table, table] } });
    expect(twice.status).toBe(422);
    expect((await readJson<ApiError>(twice)).issues?.[0]).toMatchObject({
      path: ['payRules', 'minimumWages', 1, 'validFrom'],
      message: 'Twee tabellen met dezelfde ingangsdatum',
    });
    const dropping = await put(superadmin.cookie, {
      payRules: { ...DEFAULT_PAY_RULES, minimumWages: [{ ...table, youthPercentages: { ...table.youthPercentages, 18: 30 } }] },
    });
    expect(dropping.status).toBe(422);
    expect((await readJson<ApiError>(dropping)).issues?.[0]?.message).toBe('Een ouder iemand krijgt nooit een lager percentage');
    expect(await stored()).toEqual([]);
  });
});

// Last: its audit rows must not be the ones the tests above look for.
describe('the periods in the public status', () => {
  it('tells every visitor the periods in force, so the privacy notices name what the purges do', async () => {
    const status = async () => readJson<PublicPlatformStatus>(await t.request('/api/platform/status'));
    expect((await status()).retention).toEqual({ identityDocumentsDays: 30, cvDays: 180, menuImportFilesHours: 168 });
    const changed = await put(superadmin.cookie, {
      retention: { ...DEFAULT_PLATFORM_SETTINGS.retention, cvDays: 60, identityDocumentsDays: 14 },
    });
    expect(changed.status).toBe(200);
    expect((await status()).retention).toEqual({ identityDocumentsDays: 14, cvDays: 60, menuImportFilesHours: 168 });
  });
});
