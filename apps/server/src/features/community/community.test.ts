// Long file: the Community Maker journey (apply, submit, review, moderate) is one story its cases share.
import type {
  ApiError,
  CoffeeshopOption,
  Guideline,
  GuidelinePreview,
  MakerAnalytics,
  MakerContent,
  MakerDashboard,
  MakerTier,
  TelerOption,
} from '@platform/core';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makerContent, makerContentDecisions } from '../../db/schema/index.ts';
import { firstShopAndTeler } from '../../test/fixtures.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let shop: CoffeeshopOption;
let teler: TelerOption;

beforeAll(async () => {
  t = await createTestApp();
  ({ shop, teler } = await firstShopAndTeler(t));
});
afterAll(() => t.close());

async function contentCount() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(makerContent);
  return row?.n ?? 0;
}

async function newMaker() {
  const account = await t.signUp();
  const response = await t.request('/api/community/makers', {
    body: { gemeente: 'Utrecht', interests: ['educatie', 'wietexperiment'] },
    cookie: account.cookie,
  });
  expect(response.status).toBe(201);
  return account;
}

/** Test tables are built before the seed runs: ids stand as placeholders until withIds fills them in. */
function withIds<T>(body: T): T {
  return JSON.parse(JSON.stringify(body).replaceAll('"$SHOP"', `"${shop.id}"`).replaceAll('"$TELER"', `"${teler.id}"`)) as T;
}

function batchReview(overrides: Record<string, unknown> = {}) {
  return {
    type: 'batch',
    shop_id: shop?.id ?? '$SHOP',
    teler_id: teler?.id ?? '$TELER',
    batch_code: 'B-2026-47',
    product_name: 'Amnesia Haze',
    category: 'wiet',
    aroma: ['citrus', 'aards'],
    impression: 4,
    personal_note: 'Mooi compacte toppen, frisse geur.',
    ...overrides,
  };
}

describe('tiers and application', () => {
  it('lists the three seeded tiers to anyone', async () => {
    const tiers = await readJson<MakerTier[]>(await t.request('/api/community/tiers'));
    expect(tiers.map((tier) => [tier.tierName, tier.displayName, tier.contentQuotaMonthly])).toEqual([
      ['seed', 'Seed Maker', 4],
      ['grow', 'Grow Maker', 8],
      ['bloom', 'Bloom Maker', 16],
    ]);
  });

  it('asks for a login to see the dashboard', async () => {
    expect((await t.request('/api/community/me')).status).toBe(401);
  });

  it('shows no maker before applying, a Seed Maker after, and refuses a second application', async () => {
    const account = await t.signUp();
    const before = await readJson<MakerDashboard>(await t.request('/api/community/me', { cookie: account.cookie }));
    expect(before).toEqual({ maker: null, tier: null, stats: null });
    const applied = await t.request('/api/community/makers', {
      body: { gemeente: 'Amsterdam', interests: ['educatie'] },
      cookie: account.cookie,
    });
    expect(applied.status).toBe(201);
    const dashboard = await readJson<MakerDashboard>(applied);
    expect(dashboard.maker).toMatchObject({
      tier: 'seed',
      status: 'active',
      gemeente: 'Amsterdam',
      specializations: ['educatie'],
    });
    expect(dashboard.stats).toMatchObject({ totalContent: 0, thisMonth: 0, quota: 4, complianceScore: null });
    const again = await t.request('/api/community/makers', {
      body: { gemeente: 'Amsterdam', interests: ['educatie'] },
      cookie: account.cookie,
    });
    expect(again.status).toBe(409);
    expect((await readJson<ApiError>(again)).message).toBe('Je bent al Community Maker.');
  });

  it.each([
    [{ gemeente: 'Atlantis', interests: ['educatie'] }, 'gemeente', 'Kies een gemeente uit de lijst'],
    [{ gemeente: 'Utrecht', interests: [] }, 'interests', 'Kies minimaal één interesse'],
  ])('refuses a bad application %o with a Dutch 422', async (body, field, message) => {
    const account = await t.signUp();
    const response = await t.request('/api/community/makers', { body, cookie: account.cookie });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues).toContainEqual({ path: [field], message });
    expect((await readJson<MakerDashboard>(await t.request('/api/community/me', { cookie: account.cookie }))).maker).toBeNull();
  });

  it('lets a maker change municipality and interests, and refuses bad input and non-makers', async () => {
    const maker = await newMaker();
    const changed = await t.request('/api/community/me', {
      method: 'PATCH',
      body: { gemeente: 'Groningen', interests: ['regelgeving'] },
      cookie: maker.cookie,
    });
    expect(changed.status).toBe(200);
    expect((await readJson<MakerDashboard>(changed)).maker).toMatchObject({
      gemeente: 'Groningen',
      specializations: ['regelgeving'],
    });
    const bad = await t.request('/api/community/me', {
      method: 'PATCH',
      body: { gemeente: 'Nergens', interests: ['regelgeving'] },
      cookie: maker.cookie,
    });
    expect(bad.status).toBe(422);
    const stranger = await t.signUp();
    const refused = await t.request('/api/community/me', {
      method: 'PATCH',
      body: { gemeente: 'Groningen', interests: ['regelgeving'] },
      cookie: stranger.cookie,
    });
    expect(refused.status).toBe(403);
  });

  it('keeps demo accounts from applying', async () => {
    const demo = await t.userWithRole('demo');
    const response = await t.request('/api/community/makers', {
      body: { gemeente: 'Utrecht', interests: ['educatie'] },
      cookie: demo.cookie,
    });
    expect(response.status).toBe(403);
  });
});

describe('submitting reviews', () => {
  it('refuses non-makers and stores nothing', async () => {
    const account = await t.signUp();
    const before = await contentCount();
    const response = await t.request('/api/community/content', { body: batchReview(), cookie: account.cookie });
    expect(response.status).toBe(403);
    expect(await contentCount()).toBe(before);
  });

  it('stores a batch review as pending with the score computed from the note', async () => {
    const maker = await newMaker();
    const response = await t.request('/api/community/content', {
      body: batchReview({ personal_note: 'Geen korting, wel een frisse geur.' }),
      cookie: maker.cookie,
    });
    expect(response.status).toBe(201);
    const content = await readJson<MakerContent>(response);
    expect(content).toMatchObject({
      title: 'Review: batch',
      description: `Amnesia Haze (batch B-2026-47) bij ${shop.name}`,
      contentType: 'educational',
      gemeente: 'Utrecht',
      complianceStatus: 'pending',
      preflightScore: 80,
    });
    expect(content.complianceIssues.map((issue) => issue.match)).toEqual(['korting']);
    expect(JSON.parse(content.contentBody)).toMatchObject({ type: 'batch', batch_code: 'B-2026-47' });
  });

  it('refuses a note scoring under 70 with the spec message and stores nothing', async () => {
    const maker = await newMaker();
    const before = await contentCount();
    const response = await t.request('/api/community/content', {
      body: batchReview({ personal_note: 'Beste hasj, 20% korting, DM voor prijs' }),
      cookie: maker.cookie,
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).message).toBe('Verbeter compliance score tot minimaal 70% om in te dienen');
    expect(await contentCount()).toBe(before);
  });

  const today = '2026-11-20';
  const shopReview = {
    type: 'shop',
    visit_date: today,
    ratings: { sfeer: 4, service: 4, wachttijd: 3, netheid: 5, toegankelijkheid: 4 },
    notes: 'Rustige zaak.',
  };
  const strainReview = { type: 'strain', strain_name: 'Haze', aroma: ['zoet'], impression: 3 };
  it.each([
    ['no shop', { ...batchReview(), shop_id: '' }, ['shop_id'], 'Selecteer een coffeeshop'],
    ['no visit date', { ...shopReview, visit_date: undefined }, ['visit_date'], 'Selecteer bezoeksdatum'],
    ['a rating of 6', { ...shopReview, ratings: { ...shopReview.ratings, sfeer: 6 } }, ['ratings', 'sfeer'], 'Sfeer: maximaal 5'],
    ['notes over 140', { ...shopReview, notes: 'a'.repeat(141) }, ['notes'], 'Maximaal 140 tekens'],
    ['no strain name', { ...strainReview, strain_name: '' }, ['strain_name'], 'Productnaam is verplicht'],
    ['no aroma', { ...strainReview, aroma: [] }, ['aroma'], 'Selecteer minimaal 1 aroma'],
    ['impression 0', { ...strainReview, impression: 0 }, ['impression'], 'Indruk: minimaal 1'],
    ['no teler', batchReview({ teler_id: '' }), ['teler_id'], 'Teler ID is verplicht'],
    ['no batch code', batchReview({ batch_code: '' }), ['batch_code'], 'Batch code is verplicht'],
    ['no product name', batchReview({ product_name: '' }), ['product_name'], 'Productnaam is verplicht'],
    ['an unknown category', batchReview({ category: 'edible' }), ['category'], 'Kies wiet, hasj of preroll'],
    ['THC 46', batchReview({ lab: { thc: 46 } }), ['lab', 'thc'], 'THC mag maximaal 45 zijn'],
    ['CBD 50', batchReview({ lab: { cbd: 50 } }), ['lab', 'cbd'], 'CBD mag maximaal 45 zijn'],
    [
      'a terpene of 12%',
      batchReview({ lab: { terpenes: [{ name: 'limoneen', pct: 12 }] } }),
      ['lab', 'terpenes', 0, 'pct'],
      'Terpeen mag maximaal 10 zijn',
    ],
    ['an unknown aroma', batchReview({ aroma: ['chocola'] }), ['aroma', 0], 'Kies een aroma uit de lijst'],
  ])('refuses %s with 422, the exact message, and stores nothing', async (_label, body, path, message) => {
    const maker = await newMaker();
    const before = await contentCount();
    const response = await t.request('/api/community/content', {
      body: withIds({ shop_id: '$SHOP', ...body }),
      cookie: maker.cookie,
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues).toContainEqual({ path, message });
    expect(await contentCount()).toBe(before);
  });

  it('refuses a shop or teler that does not exist', async () => {
    const maker = await newMaker();
    const unknownShop = await t.request('/api/community/content', {
      body: batchReview({ shop_id: '00000000-0000-4000-8000-000000000000' }),
      cookie: maker.cookie,
    });
    expect((await readJson<ApiError>(unknownShop)).issues).toContainEqual({
      path: ['shop_id'],
      message: 'Selecteer een coffeeshop',
    });
    const unknownTeler = await t.request('/api/community/content', {
      body: batchReview({ teler_id: 'teler-x' }),
      cookie: maker.cookie,
    });
    expect(unknownTeler.status).toBe(422);
  });

  it('enforces the monthly quota with a clear 409', async () => {
    const maker = await newMaker();
    for (let i = 0; i < 4; i++) {
      expect((await t.request('/api/community/content', { body: batchReview(), cookie: maker.cookie })).status).toBe(201);
    }
    const before = await contentCount();
    const over = await t.request('/api/community/content', { body: batchReview(), cookie: maker.cookie });
    expect(over.status).toBe(409);
    expect((await readJson<ApiError>(over)).message).toBe(
      'Je maandquotum van 4 inzendingen is bereikt. Volgende maand kun je weer indienen.',
    );
    expect(await contentCount()).toBe(before);
    const dashboard = await readJson<MakerDashboard>(await t.request('/api/community/me', { cookie: maker.cookie }));
    expect(dashboard.stats).toMatchObject({ totalContent: 4, thisMonth: 4, pending: 4, quota: 4, complianceScore: 100 });
  });
});

describe('reading and moderating content', () => {
  async function submitted() {
    const maker = await newMaker();
    const content = await readJson<MakerContent>(
      await t.request('/api/community/content', { body: batchReview(), cookie: maker.cookie }),
    );
    return { maker, content };
  }

  it('lets a maker read their own content, not another maker’s; admins read all', async () => {
    const { maker, content } = await submitted();
    const other = await newMaker();
    const admin = await t.userWithRole('admin');
    expect((await t.request(`/api/community/content/${content.id}`, { cookie: maker.cookie })).status).toBe(200);
    const foreign = await t.request(`/api/community/content/${content.id}`, { cookie: other.cookie });
    expect(foreign.status).toBe(403);
    expect((await readJson<ApiError>(foreign)).message).toBe('Dit is niet jouw inzending.');
    expect((await t.request(`/api/community/content/${content.id}`, { cookie: admin.cookie })).status).toBe(200);
    expect(
      (await t.request('/api/community/content/00000000-0000-4000-8000-000000000000', { cookie: admin.cookie })).status,
    ).toBe(404);
    const list = await readJson<MakerContent[]>(await t.request('/api/community/content', { cookie: other.cookie }));
    expect(list).toHaveLength(0);
  });

  it('keeps the queue and decisions for admins', async () => {
    const { content } = await submitted();
    const user = await t.signUp();
    expect((await t.request('/api/admin/community/content', { cookie: user.cookie })).status).toBe(403);
    expect(
      (
        await t.request(`/api/admin/community/content/${content.id}/decision`, {
          body: { decision: 'approved' },
          cookie: user.cookie,
        })
      ).status,
    ).toBe(403);
    const admin = await t.userWithRole('admin');
    const queue = await readJson<MakerContent[]>(
      await t.request('/api/admin/community/content?status=pending', { cookie: admin.cookie }),
    );
    expect(queue.map((item) => item.id)).toContain(content.id);
    expect((await t.request('/api/admin/community/content?status=onbekend', { cookie: admin.cookie })).status).toBe(422);
  });

  it('approves, records who and when, and the maker sees the status and note', async () => {
    const { maker, content } = await submitted();
    const admin = await t.userWithRole('admin');
    const response = await t.request(`/api/admin/community/content/${content.id}/decision`, {
      body: { decision: 'approved', note: 'Helder en neutraal.' },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(200);
    const [decision] = await t.db.select().from(makerContentDecisions).where(eq(makerContentDecisions.contentId, content.id));
    expect(decision).toMatchObject({ decision: 'approved', decidedBy: admin.userId, note: 'Helder en neutraal.' });
    expect(decision?.createdAt).toBeInstanceOf(Date);
    const seen = await readJson<MakerContent[]>(await t.request('/api/community/content', { cookie: maker.cookie }));
    expect(seen[0]).toMatchObject({ complianceStatus: 'approved', reviewNote: 'Helder en neutraal.' });
  });

  it('asks for a note when flagging or rejecting, and changes nothing without one', async () => {
    const { content } = await submitted();
    const admin = await t.userWithRole('admin');
    const response = await t.request(`/api/admin/community/content/${content.id}/decision`, {
      body: { decision: 'rejected' },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues).toContainEqual({
      path: ['note'],
      message: 'Geef een toelichting bij markeren of afwijzen',
    });
    const [row] = await t.db.select().from(makerContent).where(eq(makerContent.id, content.id));
    expect(row?.complianceStatus).toBe('pending');
  });

  it('reports real analytics', async () => {
    const { maker, content } = await submitted();
    const admin = await t.userWithRole('admin');
    await t.request(`/api/admin/community/content/${content.id}/decision`, {
      body: { decision: 'approved' },
      cookie: admin.cookie,
    });
    await t.request('/api/community/content', {
      body: batchReview({ personal_note: 'Geen korting hier' }),
      cookie: maker.cookie,
    });
    const analytics = await readJson<MakerAnalytics>(await t.request('/api/community/analytics', { cookie: maker.cookie }));
    expect(analytics.approvalRate).toBe(100);
    expect(analytics.averageScore).toBe(90);
    expect(analytics.months).toHaveLength(1);
    expect(analytics.months[0]).toMatchObject({ submitted: 2, approved: 1 });
  });
});

describe('guidelines', () => {
  it('gives signed-in users the active guidelines and admins the editor', async () => {
    const user = await t.signUp();
    const active = await readJson<Guideline[]>(await t.request('/api/community/guidelines', { cookie: user.cookie }));
    expect(active.map((g) => g.guidelineType).sort()).toEqual(['forbidden_terms', 'patterns']);
    expect((await t.request('/api/admin/community/guidelines', { cookie: user.cookie })).status).toBe(403);
  });

  it('refuses an invalid regex in Dutch and stores nothing', async () => {
    const admin = await t.userWithRole('admin');
    const before = (await readJson<Guideline[]>(await t.request('/api/admin/community/guidelines', { cookie: admin.cookie })))
      .length;
    const response = await t.request('/api/admin/community/guidelines', {
      body: { guidelineType: 'patterns', rulesData: { patterns: [{ label: 'Kapot', regex: '([a-', severity: 'high' }] } },
      cookie: admin.cookie,
    });
    expect(response.status).toBe(422);
    expect((await readJson<ApiError>(response)).issues?.[0]?.message).toBe('Dit is geen geldige reguliere expressie');
    expect(
      (await readJson<Guideline[]>(await t.request('/api/admin/community/guidelines', { cookie: admin.cookie }))).length,
    ).toBe(before);
  });

  it('previews which saved texts a new term would flag, then adds, applies and deactivates it', async () => {
    const maker = await newMaker();
    await t.request('/api/community/content', {
      body: batchReview({ personal_note: 'Een rondleiding door de kas.' }),
      cookie: maker.cookie,
    });
    const admin = await t.userWithRole('admin');
    // "gratis" is a default pattern since ADR 021; the new term is one no default flags.
    const candidate = { guidelineType: 'forbidden_terms', rulesData: { terms: ['rondleiding'] } };
    const preview = await readJson<GuidelinePreview>(
      await t.request('/api/admin/community/guidelines/preview', { body: candidate, cookie: admin.cookie }),
    );
    expect(preview.newlyFlagged).toHaveLength(1);
    expect(preview.newlyFlagged[0]).toMatchObject({ scoreBefore: 100, scoreAfter: 80, matches: ['rondleiding'] });

    const created = await readJson<Guideline>(
      await t.request('/api/admin/community/guidelines', { body: candidate, cookie: admin.cookie }),
    );
    expect(created.isActive).toBe(true);
    const flagged = await readJson<MakerContent>(
      await t.request('/api/community/content', {
        body: batchReview({ personal_note: 'Rondleiding met koffie erbij' }),
        cookie: maker.cookie,
      }),
    );
    expect(flagged.preflightScore).toBe(80);

    const off = await t.request(`/api/admin/community/guidelines/${created.id}`, {
      method: 'PATCH',
      body: { isActive: false },
      cookie: admin.cookie,
    });
    expect((await readJson<Guideline>(off)).isActive).toBe(false);
    const clean = await readJson<MakerContent>(
      await t.request('/api/community/content', {
        body: batchReview({ personal_note: 'Rondleiding met koffie erbij' }),
        cookie: maker.cookie,
      }),
    );
    expect(clean.preflightScore).toBe(100);
  });
});
