import { DEFAULT_FORBIDDEN_TERMS, DEFAULT_PATTERNS } from '@platform/core';
import { sql } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { complianceGuidelines, makerTiers } from '../schema/index.ts';

export const SEED_TIERS: Array<typeof makerTiers.$inferInsert> = [
  {
    tierName: 'seed',
    displayName: 'Seed Maker',
    description: 'Voor startende makers: schrijf educatieve posts over je eigen gemeente.',
    contentQuotaMonthly: 4,
    honorariumBase: 50,
    benefits: { 'Compliance-check': true, Sjablonen: true, 'Feedback van de redactie': 'per inzending' },
  },
  {
    tierName: 'grow',
    displayName: 'Grow Maker',
    description: 'Voor makers met een paar goedgekeurde posts: meer ruimte en een hoger honorarium.',
    contentQuotaMonthly: 8,
    honorariumBase: 125,
    benefits: { 'Compliance-check': true, Sjablonen: true, 'Batch-reviews': true, 'Maandelijks overleg': true },
  },
  {
    tierName: 'bloom',
    displayName: 'Bloom Maker',
    description: 'Voor ervaren makers: de meeste posts, het hoogste honorarium en invloed op de richtlijnen.',
    contentQuotaMonthly: 16,
    honorariumBase: 300,
    benefits: {
      'Compliance-check': true,
      'Batch-reviews': true,
      'Meedenken over richtlijnen': true,
      'Vermelding als expert': true,
    },
  },
];

/** Tiers and the default guidelines, each only into an empty table. */
export async function seedCommunity(db: Database) {
  const [tierCount] = await db.select({ n: sql<number>`count(*)::int` }).from(makerTiers);
  if ((tierCount?.n ?? 0) === 0) await db.insert(makerTiers).values(SEED_TIERS);
  const [guidelineCount] = await db.select({ n: sql<number>`count(*)::int` }).from(complianceGuidelines);
  if ((guidelineCount?.n ?? 0) === 0) {
    await db.insert(complianceGuidelines).values([
      { guidelineType: 'forbidden_terms', rulesData: { terms: [...DEFAULT_FORBIDDEN_TERMS] }, severity: 'high' },
      { guidelineType: 'patterns', rulesData: { patterns: [...DEFAULT_PATTERNS] }, severity: 'high' },
    ]);
  }
}
