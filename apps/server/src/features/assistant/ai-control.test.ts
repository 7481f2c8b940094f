import { type AiControl, type AiUsage, type ApiError, type AssistantPrivacy, addDays, dutchDate } from '@platform/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiSettings, assistantThreads, auditLog } from '../../db/schema/index.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';
import { createTestVenue } from '../horeca/horeca-test-helpers.ts';
import { ASSISTANTS_OFF } from './ai-settings.ts';
import { answerOf, ask, readUIStream } from './assistant-test-helpers.ts';
import { recordUsage } from './token-budget.ts';

type Account = Awaited<ReturnType<TestApp['userWithRole']>>;
let t: TestApp;
let superadmin: Account;
let admin: Account;
let user: Account;
let demo: Account;
beforeAll(async () => {
  t = await createTestApp({ AI_DAILY_TOKENS: '5000', AI_COST_PER_1K_TOKENS: '0.5' });
  [superadmin, admin, user, demo] = await Promise.all([
    t.userWithRole('superadmin'),
    t.userWithRole('admin'),
    t.userWithRole('user'),
    t.userWithRole('demo'),
  ]);
});
afterAll(() => t.close());

const message = async (response: Response) => (await readJson<ApiError>(response)).message;
const issue = async (response: Response) => (await readJson<ApiError>(response)).issues?.[0]?.message;
const settingsRow = async () => (await t.db.select().from(aiSettings))[0];
const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
const SETTINGS = { platformDailyTokens: 100_000, perPlaceDailyTokens: 20_000, costPer1kTokens: 0.002, models: {} };
const general = { brand: 'hospitality' as const, page: 'general' as const };

describe('GET /api/admin/ai-control', () => {
  it('answers admins and superadmins with the env values as defaults; refuses everyone else', async () => {
    expect((await t.request('/api/admin/ai-control')).status).toBe(401);
    for (const account of [user, demo]) {
      expect((await t.request('/api/admin/ai-control', { cookie: account.cookie })).status).toBe(403);
    }
    for (const account of [admin, superadmin]) {
      const response = await t.request('/api/admin/ai-control', { cookie: account.cookie });
      expect(response.status).toBe(200);
      const control = await readJson<AiControl>(response);
      expect(control).toMatchObject({
        killSwitch: false,
        platformDailyTokens: 5000,
        perPlaceDailyTokens: 200_000,
        costPer1kTokens: 0.5,
        external: null,
      });
      expect(control.assistants.map((a) => [a.name, a.model])).toContainEqual(['Tastee', 'builtin']);
    }
  });
});

describe('PUT /api/admin/ai-control', () => {
  it('refuses anonymous visitors, users, demo accounts and bad input, changing nothing', async () => {
    expect((await t.request('/api/admin/ai-control', { method: 'PUT', body: SETTINGS })).status).toBe(401);
    const byUser = await t.request('/api/admin/ai-control', { method: 'PUT', cookie: user.cookie, body: SETTINGS });
    expect(byUser.status).toBe(403);
    const byDemo = await t.request('/api/admin/ai-control', { method: 'PUT', cookie: demo.cookie, body: SETTINGS });
    expect(byDemo.status).toBe(403);
    expect(await message(byDemo)).toBe('Een demo-account kan niets wijzigen.');
    const negative = { ...SETTINGS, platformDailyTokens: -1 };
    const bad = await t.request('/api/admin/ai-control', { method: 'PUT', cookie: admin.cookie, body: negative });
    expect(bad.status).toBe(422);
    expect(await issue(bad)).toBe('Minimaal 0 tokens');
    const external = { ...SETTINGS, models: { tastee: 'external' } };
    const noModel = await t.request('/api/admin/ai-control', { method: 'PUT', cookie: admin.cookie, body: external });
    expect(noModel.status).toBe(422);
    expect(await message(noModel)).toBe(
      'Er is geen extern model ingesteld (AI_BASE_URL); alleen de ingebouwde assistent kan antwoorden.',
    );
    expect(await settingsRow()).toBeUndefined();
  });

  it('saves the budgets and the price for admins and superadmins, audited with what changed', async () => {
    const response = await t.request('/api/admin/ai-control', { method: 'PUT', cookie: admin.cookie, body: SETTINGS });
    expect(response.status).toBe(200);
    expect(await readJson<AiControl>(response)).toMatchObject({ platformDailyTokens: 100_000, costPer1kTokens: 0.002 });
    const [audit] = await audits('ai.settings');
    expect(audit).toMatchObject({ actorId: admin.userId, targetType: 'ai_settings' });
    expect(audit?.details).toMatchObject({ changes: { platformDailyTokens: { from: 5000, to: 100_000 } } });
    const again = { ...SETTINGS, perPlaceDailyTokens: 30_000 };
    expect((await t.request('/api/admin/ai-control', { method: 'PUT', cookie: superadmin.cookie, body: again })).status).toBe(
      200,
    );
    expect(await settingsRow()).toMatchObject({ perPlaceDailyTokens: 30_000, updatedBy: superadmin.userId });
  });
});

describe('the kill switch', () => {
  it('refuses everyone but admins, and bad input', async () => {
    const body = { on: true };
    expect((await t.request('/api/admin/ai-control/kill-switch', { method: 'PUT', body })).status).toBe(401);
    for (const account of [user, demo]) {
      const response = await t.request('/api/admin/ai-control/kill-switch', { method: 'PUT', cookie: account.cookie, body });
      expect(response.status).toBe(403);
    }
    const bad = await t.request('/api/admin/ai-control/kill-switch', { method: 'PUT', cookie: admin.cookie, body: { on: 'ja' } });
    expect(bad.status).toBe(422);
    expect(await issue(bad)).toBe('Kies aan of uit');
    expect((await settingsRow())?.killSwitch ?? null).toBeNull();
  });

  it('stops every answer at once (503, nothing stored) and starts them again; both audited', async () => {
    const on = await t.request('/api/admin/ai-control/kill-switch', { method: 'PUT', cookie: admin.cookie, body: { on: true } });
    expect((await readJson<AiControl>(on)).killSwitch).toBe(true);
    const refused = await ask(t, 'Wat zijn de openingstijden?', { context: general, cookie: user.cookie });
    expect(refused.response.status).toBe(503);
    expect(await message(refused.response)).toBe(ASSISTANTS_OFF);
    expect(await t.db.select().from(assistantThreads).where(eq(assistantThreads.id, refused.id))).toEqual([]);
    const knowledge = await t.request('/api/ai/ai-cannabis-knowledge', { body: { query: 'Wat is een sativa?' } });
    expect(knowledge.status).toBe(503);
    const privacy = await readJson<AssistantPrivacy>(await t.request('/api/assistant/privacy'));
    expect(privacy.killSwitch).toBe(true);

    const off = { method: 'PUT', cookie: superadmin.cookie, body: { on: false } };
    expect((await t.request('/api/admin/ai-control/kill-switch', off)).status).toBe(200);
    const answered = await ask(t, 'Wat zijn de openingstijden?', { context: general, cookie: user.cookie });
    expect(answered.response.status).toBe(200);
    expect(answerOf(await readUIStream(answered.response)).errors).toEqual([]);
    const rows = await audits('ai.kill_switch');
    expect(rows.map((row) => [row.actorId, row.details])).toEqual([
      [admin.userId, { from: 'off', to: 'on' }],
      [superadmin.userId, { from: 'on', to: 'off' }],
    ]);
  });
});

describe('GET /api/admin/ai-control/usage', () => {
  it('adds up the recorded tokens per day, assistant and business with the estimated cost', async () => {
    const { venue } = await createTestVenue(t.db, { tables: [{ seats: 4 }] });
    const today = dutchDate(new Date());
    const yesterday = addDays(today, -1);
    const at = (day: string) => new Date(`${day}T12:00:00+01:00`);
    await recordUsage(t.db, venue.id, 3000, at(yesterday), 'tastee');
    await recordUsage(t.db, venue.id, 1000, at(today), 'tablee');
    await recordUsage(t.db, undefined, 500, at(today), 'general');
    await recordUsage(t.db, undefined, 9999, at(addDays(today, -40)), 'general');
    const url = `/api/admin/ai-control/usage?from=${yesterday}&to=${today}`;
    expect((await t.request(url)).status).toBe(401);
    for (const account of [user, demo]) expect((await t.request(url, { cookie: account.cookie })).status).toBe(403);
    const usage = await readJson<AiUsage>(await t.request(url, { cookie: admin.cookie }));
    // The price per 1,000 tokens was set to € 0,002 above.
    expect(usage.total).toEqual({ tokens: 4500, cost: 0.009 });
    expect(usage.perDay).toEqual([
      { day: yesterday, tokens: 3000, cost: 0.006 },
      { day: today, tokens: 1500, cost: 0.003 },
    ]);
    expect(usage.perAssistant.map((row) => [row.name, row.tokens])).toEqual([
      ['Tastee', 3000],
      ['Tablee', 1000],
      ['Platform-assistent', 500],
    ]);
    expect(usage.perPlace).toEqual([{ placeId: venue.id, name: venue.name, kind: 'venue', tokens: 4000, cost: 0.008 }]);
    const bySuper = await t.request(url, { cookie: superadmin.cookie });
    expect(bySuper.status).toBe(200);
  });

  it('refuses a range that ends before it starts, a wrong date and a range over a year', async () => {
    const cases: Array<[string, string]> = [
      ['from=2026-11-20&to=2026-11-01', 'De begindatum moet vóór de einddatum liggen'],
      ['from=2026-02-30&to=2026-03-01', 'Deze datum bestaat niet.'],
      ['from=2024-01-01&to=2026-01-01', 'Kies een periode van maximaal 366 dagen'],
      ['from=gisteren&to=2026-03-01', 'Kies een geldige datum (JJJJ-MM-DD)'],
    ];
    for (const [query, text] of cases) {
      const response = await t.request(`/api/admin/ai-control/usage?${query}`, { cookie: admin.cookie });
      expect(response.status, query).toBe(422);
      expect(await issue(response), query).toBe(text);
    }
  });
});
