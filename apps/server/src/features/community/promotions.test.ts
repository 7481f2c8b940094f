import {
  autoFix,
  BLOCKED_SUBMIT_MESSAGE,
  type CoffeeshopOption,
  checkCompliance,
  compileGuidelines,
  DEFAULT_PATTERNS,
  type GuidelineRow,
  type MakerContent,
  type PatternRule,
  PREVIOUS_DISCOUNT_PATTERN_REGEX,
  type TelerOption,
} from '@platform/core';
import { asc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complianceGuidelines, makerContent } from '../../db/schema/index.ts';
import { firstShopAndTeler } from '../../test/fixtures.ts';
import { runMigrationFile } from '../../test/run-migration.ts';
import { createTestApp, readJson, type TestApp } from '../../test/test-app.ts';

/** Promotions must not pass the compliance check of the Community Maker (art. 3b Opiumwet, ADR 021). */
let t: TestApp;
let shop: CoffeeshopOption;
let teler: TelerOption;

beforeAll(async () => {
  t = await createTestApp();
  ({ shop, teler } = await firstShopAndTeler(t));
});
afterAll(() => t.close());

async function newMaker() {
  const account = await t.signUp();
  const response = await t.request('/api/community/makers', {
    body: { gemeente: 'Utrecht', interests: ['educatie'] },
    cookie: account.cookie,
  });
  expect(response.status).toBe(201);
  return account;
}

function batchReview(note: string) {
  return {
    type: 'batch',
    shop_id: shop.id,
    teler_id: teler.id,
    batch_code: 'B-2026-48',
    product_name: 'Lemon Haze',
    category: 'wiet',
    aroma: ['citrus'],
    impression: 4,
    personal_note: note,
  };
}

async function contentCount() {
  const [row] = await t.db.select({ n: sql<number>`count(*)::int` }).from(makerContent);
  return row?.n ?? 0;
}

describe('a fresh database', () => {
  it('gives the Community Maker UI the promotion patterns, and their auto-fix leaves no promotion', async () => {
    const account = await newMaker();
    const rows = await readJson<GuidelineRow[]>(await t.request('/api/community/guidelines', { cookie: account.cookie }));
    const labels = rows.flatMap((row) => ((row.rulesData as { patterns?: PatternRule[] }).patterns ?? []).map((p) => p.label));
    expect(labels).toEqual(DEFAULT_PATTERNS.map((pattern) => pattern.label));
    // What the preflight does in the browser: compile the rows, check, apply the suggestions, check again.
    const { guidelines, warnings } = compileGuidelines(rows);
    expect(warnings).toEqual([]);
    for (const text of [
      'Nu 20% korting op alle wiet',
      'Tien euro per gram',
      'Prijs: 10,- per gram',
      '2 gram voor de prijs van 1',
    ]) {
      expect(checkCompliance(text, guidelines).score, text).toBeLessThanOrEqual(60);
      const fixed = autoFix(text, guidelines);
      expect(
        checkCompliance(fixed, guidelines).issues.filter((issue) => issue.severity === 'high'),
        fixed,
      ).toEqual([]);
    }
    expect(checkCompliance('Nu 20% speciale aanbieding op alle wiet', guidelines).score).toBe(80);
  });

  it.each(['Tien euro per gram', 'Prijs: 10,- per gram', 'Nu 20% korting op alle wiet', '2 gram voor de prijs van 1'])(
    'refuses a review note "%s" with the spec message and stores nothing',
    async (note) => {
      const account = await newMaker();
      const before = await contentCount();
      const response = await t.request('/api/community/content', { body: batchReview(note), cookie: account.cookie });
      expect(response.status).toBe(422);
      expect((await readJson<{ message: string }>(response)).message).toBe(BLOCKED_SUBMIT_MESSAGE);
      expect(await contentCount()).toBe(before);
    },
  );

  it('stores "20% speciale aanbieding" with its finding and score 80, no longer 100', async () => {
    const account = await newMaker();
    const response = await t.request('/api/community/content', {
      body: batchReview('Nu 20% speciale aanbieding op alle wiet'),
      cookie: account.cookie,
    });
    expect(response.status).toBe(201);
    const content = await readJson<MakerContent>(response);
    expect(content.preflightScore).toBe(80);
    expect(content.complianceIssues.map((issue) => [issue.label, issue.severity])).toEqual([['Kortingspercentage', 'high']]);
  });
});

/** The four patterns as the seed wrote them before ADR 021. */
const OLD_PATTERNS: PatternRule[] = [
  DEFAULT_PATTERNS[0] as PatternRule,
  { label: 'Kortingspercentage', regex: PREVIOUS_DISCOUNT_PATTERN_REGEX, severity: 'high' },
  DEFAULT_PATTERNS[2] as PatternRule,
  DEFAULT_PATTERNS[3] as PatternRule,
];

async function replaceGuidelines(rows: Array<typeof complianceGuidelines.$inferInsert>) {
  await t.db.delete(complianceGuidelines);
  await t.db.insert(complianceGuidelines).values(rows);
}

async function patternRows() {
  const rows = await t.db
    .select()
    .from(complianceGuidelines)
    .where(sql`${complianceGuidelines.guidelineType} = 'patterns'`)
    .orderBy(asc(complianceGuidelines.createdAt));
  return rows.map((row) => (row.rulesData as { patterns: PatternRule[] }).patterns);
}

describe('migration 0015 on a database seeded before', () => {
  it('brings untouched default patterns up to date', async () => {
    await replaceGuidelines([
      { guidelineType: 'forbidden_terms', rulesData: { terms: ['korting'] }, createdAt: new Date('2026-01-01') },
      { guidelineType: 'patterns', rulesData: { patterns: OLD_PATTERNS }, createdAt: new Date('2026-01-01') },
    ]);
    expect(compileGuidelines(await t.db.select().from(complianceGuidelines)).guidelines.patterns).toHaveLength(4);
    await runMigrationFile(t.db, '0015_promotion_patterns.sql');
    expect(await patternRows()).toEqual([DEFAULT_PATTERNS]);
    const { guidelines } = compileGuidelines(await t.db.select().from(complianceGuidelines));
    expect(checkCompliance('Nu 20% speciale aanbieding op alle wiet', guidelines).score).toBe(80);
    expect(checkCompliance('Tien euro per gram', guidelines).score).toBe(60);
  });

  it("keeps an admin's edits: an edited regex, a removed pattern, an own pattern with a default label, a later row", async () => {
    const edited = { label: 'Kortingspercentage', regex: String.raw`\d+\s?%\s?korting`, severity: 'critical' as const };
    const ownGratis = { label: 'Gratis of cadeau', regex: 'gratis', severity: 'medium' as const };
    const later = { label: 'Telefoon', regex: String.raw`06-?\d{8}`, severity: 'high' as const };
    await replaceGuidelines([
      {
        guidelineType: 'patterns',
        // THC/CBD-percentage removed by the admin.
        rulesData: { patterns: [OLD_PATTERNS[0], edited, OLD_PATTERNS[3]] },
        createdAt: new Date('2026-01-01'),
      },
      { guidelineType: 'patterns', rulesData: { patterns: [ownGratis, later] }, createdAt: new Date('2026-02-01') },
    ]);
    await runMigrationFile(t.db, '0015_promotion_patterns.sql');
    const added = DEFAULT_PATTERNS.filter((pattern) =>
      ['Prijs in woorden of notatie', 'Prijs per hoeveelheid', 'Actieaanbod'].includes(pattern.label),
    );
    expect(await patternRows()).toEqual([
      [OLD_PATTERNS[0], edited, OLD_PATTERNS[3], ...added],
      [ownGratis, later],
    ]);
  });

  it('changes nothing when there is no patterns row', async () => {
    await replaceGuidelines([{ guidelineType: 'forbidden_terms', rulesData: { terms: ['korting'] } }]);
    await runMigrationFile(t.db, '0015_promotion_patterns.sql');
    expect(await patternRows()).toEqual([]);
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(complianceGuidelines)).toEqual([{ n: 1 }]);
  });
});
