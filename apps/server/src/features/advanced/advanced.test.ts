import {
  type ApiError,
  DEFAULT_PLATFORM_SETTINGS,
  type PlatformSettingChange,
  type PlatformSettingsView,
  type PublicPlatformStatus,
  SUPERADMIN_SETTING_KEYS,
} from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, mailMessages, platformSettings } from '../../db/schema/index.ts';
import { buildSignUp } from '../../db/seed/factories.ts';
import { invalidateSettings, readSettings, readSettingsWithTime, SETTINGS_TTL_MS } from '../../platform/settings.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
type Account = Awaited<ReturnType<TestApp['userWithRole']>>;
let superadmin: Account;
let admin: Account;
let user: Account;
beforeAll(async () => {
  t = await createTestApp();
  [superadmin, admin, user] = await Promise.all([t.userWithRole('superadmin'), t.userWithRole('admin'), t.userWithRole('user')]);
});
afterAll(() => t.close());
// Every test starts from the defaults: no stored settings, no cached copy.
afterEach(async () => {
  await t.db.delete(platformSettings);
  invalidateSettings(t.db);
});

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const put = (cookie: string | undefined, body: unknown) => t.request('/api/admin/settings', { method: 'PUT', cookie, body });
const stored = () => t.db.select().from(platformSettings);

describe('platform settings × role', () => {
  it('shows the defaults to admins, with the superadmin keys locked for an admin', async () => {
    const asSuper = await readJson<PlatformSettingsView>(await t.request('/api/admin/settings', { cookie: superadmin.cookie }));
    expect(asSuper).toMatchObject({ settings: DEFAULT_PLATFORM_SETTINGS, locked: [], updatedAt: null });
    const asAdmin = await readJson<PlatformSettingsView>(await t.request('/api/admin/settings', { cookie: admin.cookie }));
    expect(asAdmin.locked).toEqual(SUPERADMIN_SETTING_KEYS);
  });

  it('refuses visitors and non-admins (401, 403) and changes nothing', async () => {
    expect((await t.request('/api/admin/settings')).status).toBe(401);
    expect((await t.request('/api/admin/settings', { cookie: user.cookie })).status).toBe(403);
    expect((await put(undefined, { contactInbox: 'info@voorbeeld.nl' })).status).toBe(401);
    const refused = await put(user.cookie, { contactInbox: 'info@voorbeeld.nl' });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Je hebt geen toegang tot deze actie.');
    expect((await t.request('/api/admin/settings/history', { cookie: user.cookie })).status).toBe(403);
    expect(await stored()).toEqual([]);
  });

  it('lets an admin change the everyday settings, audited per key and shown in the history', async () => {
    const response = await put(admin.cookie, {
      contactInbox: ' Info@Voorbeeld.NL ',
      modules: { ...DEFAULT_PLATFORM_SETTINGS.modules, koppelingen: false },
    });
    expect(response.status).toBe(200);
    const view = await readJson<PlatformSettingsView>(response);
    expect(view.settings).toMatchObject({ contactInbox: 'info@voorbeeld.nl' });
    expect(view.settings.modules.koppelingen).toBe(false);
    expect(view.updatedAt).not.toBeNull();

    const audit = await t.db.select().from(auditLog).where(eq(auditLog.action, 'platform.settings'));
    expect(audit.map((row) => row.targetId).sort()).toEqual(['contactInbox', 'modules']);
    expect(audit.find((row) => row.targetId === 'contactInbox')?.details).toEqual({
      key: 'contactInbox',
      from: '',
      to: 'info@voorbeeld.nl',
    });

    const history = await readJson<PlatformSettingChange[]>(
      await t.request('/api/admin/settings/history', { cookie: admin.cookie }),
    );
    expect(history.find((row) => row.key === 'contactInbox')).toMatchObject({
      from: '',
      to: 'info@voorbeeld.nl',
      actor: { email: admin.email },
    });

    // Saving the same values again changes nothing and audits nothing.
    expect((await put(admin.cookie, { contactInbox: 'info@voorbeeld.nl' })).status).toBe(200);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'platform.settings'))).toHaveLength(audit.length);
    await t.db.delete(auditLog).where(eq(auditLog.action, 'platform.settings'));
  });

  it('keeps maintenance and sign-ups for superadmins: 403 for an admin, nothing stored', async () => {
    const refused = await put(admin.cookie, { maintenanceEnabled: true, contactInbox: 'info@voorbeeld.nl' });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Alleen een superadmin wijzigt het onderhoud en of aanmelden open is.');
    expect(await stored()).toEqual([]);
  });

  it('answers invalid input with Dutch messages (422) and stores nothing', async () => {
    const bad = await put(superadmin.cookie, { maintenanceMessage: 'kort', contactInbox: 'geen-adres' });
    expect(bad.status).toBe(422);
    const text = JSON.stringify(await readJson(bad));
    expect(text).toContain('Onderhoudsmelding is verplicht');
    expect(text).toContain('Vul een geldig e-mailadres in');
    // An empty change is no error: it changes nothing.
    expect((await put(superadmin.cookie, {})).status).toBe(200);
    expect(await stored()).toEqual([]);
  });
});

describe('contact inbox', () => {
  it('sends a copy of each contact message to the inbox an admin set, and none while it is empty', async () => {
    const contact = (email: string) =>
      t.request('/api/contact', {
        body: { name: 'Sanne de Vries', email, message: 'Ik wil graag een demo van het platform voor mijn zaak in Utrecht.' },
      });
    expect((await contact('zonder-inbox@voorbeeld.nl')).status).toBe(201);
    expect(await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'contact_notification'))).toEqual([]);

    expect((await put(admin.cookie, { contactInbox: 'Inbox@Platform.nl' })).status).toBe(200);
    expect((await contact('met-inbox@voorbeeld.nl')).status).toBe(201);
    const [copy] = await t.db.select().from(mailMessages).where(eq(mailMessages.kind, 'contact_notification'));
    expect(copy).toMatchObject({ to: 'inbox@platform.nl', subject: 'Nieuw contactbericht van Sanne de Vries' });
    expect(copy?.text).toContain('met-inbox@voorbeeld.nl');
  });
});

describe('maintenance mode', () => {
  const notice = 'Vanavond tussen 22:00 en 23:00 werken we aan het platform. Tot zo!';

  it('blocks public pages and non-admin writes with the Dutch notice, keeps health, reads and admins, and lifts', async () => {
    const on = await put(superadmin.cookie, { maintenanceEnabled: true, maintenanceMessage: notice });
    expect(on.status).toBe(200);

    // A non-admin write: 503 with the notice, nothing done.
    const write = await t.request('/api/me/plans', {
      cookie: user.cookie,
      body: { placeKind: 'venue', placeId: '00000000-0000-4000-8000-000000000000', plan: 'basis' },
    });
    expect(write.status).toBe(503);
    expect(await readJson<ApiError>(write)).toMatchObject({ code: 'MAINTENANCE', message: notice });
    expect(write.headers.get('retry-after')).toBe('600');
    const users = await t.countUsers();
    const signUp = await t.request('/api/auth/sign-up/email', { body: buildSignUp({ email: 'onderhoud@voorbeeld.nl' }) });
    expect(signUp.status).toBe(503);
    expect(await t.countUsers()).toBe(users);

    // A public page: the Dutch notice instead of the page, for visitors; admins see the site.
    const page = await t.request('/horeca');
    expect(page.status).toBe(503);
    expect(await page.text()).toContain(notice);
    const adminPage = await t.request('/horeca', { cookie: admin.cookie });
    expect(await adminPage.text()).not.toContain(notice);
    // Sign-in stays reachable, so an admin can end the maintenance.
    expect(await (await t.request('/auth')).text()).not.toContain(notice);

    // Health and public reads still answer; the public status says so.
    expect((await t.request('/api/health')).status).toBe(200);
    expect((await t.request('/api/horeca/venues')).status).toBe(200);
    const status = await readJson<PublicPlatformStatus>(await t.request('/api/platform/status'));
    expect(status.maintenance).toEqual({ enabled: true, message: notice });

    // An admin still works: an admin write goes through.
    expect((await put(admin.cookie, { contactInbox: 'onderhoud@voorbeeld.nl' })).status).toBe(200);

    // Lifted: the same write reaches its own rules again (here: the place does not exist).
    expect((await put(superadmin.cookie, { maintenanceEnabled: false })).status).toBe(200);
    const after = await t.request('/api/me/plans', {
      cookie: user.cookie,
      body: { placeKind: 'venue', placeId: '00000000-0000-4000-8000-000000000000', plan: 'basis' },
    });
    expect(after.status).toBe(404);
  });

  it('closes sign-ups with a Dutch 403 and creates no account', async () => {
    expect((await put(superadmin.cookie, { signUpsOpen: false })).status).toBe(200);
    const before = await t.countUsers();
    const refused = await t.request('/api/auth/sign-up/email', { body: buildSignUp({ email: 'gesloten@voorbeeld.nl' }) });
    expect(refused.status).toBe(403);
    expect(await message(refused)).toBe('Aanmelden is op dit moment gesloten. Probeer het later opnieuw.');
    expect(await t.countUsers()).toBe(before);
  });
});

describe('settings cache', () => {
  it('picks up a change made by another process within the cache lifetime, without a restart', async () => {
    const first = await readSettingsWithTime(t.db);
    expect(first.settings.signUpsOpen).toBe(true);
    // Another process writes the table directly: this process keeps its copy until it is older than the TTL.
    await t.db.insert(platformSettings).values({ key: 'signUpsOpen', value: false });
    expect((await readSettingsWithTime(t.db)).settings.signUpsOpen).toBe(true);
    expect((await readSettingsWithTime(t.db, Date.now() + SETTINGS_TTL_MS + 1)).settings.signUpsOpen).toBe(false);
  });

  it('falls back to the default for a stored value that is no longer valid', async () => {
    await t.db.insert(platformSettings).values([
      { key: 'signUpsOpen', value: 'ja' },
      { key: 'maintenanceEnabled', value: true },
    ]);
    invalidateSettings(t.db);
    const settings = await readSettings(t.db);
    expect(settings.signUpsOpen).toBe(true);
    expect(settings.maintenanceEnabled).toBe(true);
  });
});
