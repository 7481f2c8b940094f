import type { MakerContent, MakerTier } from '@platform/core';
import type { makerTiers } from '../../db/schema/index.ts';
import type { ContentRow, MakerRow } from './community.queries.ts';

export function toTier(row: typeof makerTiers.$inferSelect): MakerTier {
  return {
    tierName: row.tierName,
    displayName: row.displayName,
    description: row.description,
    contentQuotaMonthly: row.contentQuotaMonthly,
    honorariumBase: row.honorariumBase,
    benefits: row.benefits,
  };
}

export function toMaker(row: MakerRow) {
  return {
    id: row.id,
    gemeente: row.gemeente,
    specializations: row.specializations,
    tier: row.tier,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export function toContent(row: ContentRow): MakerContent {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    contentType: row.contentType,
    contentBody: row.contentBody,
    gemeente: row.gemeente,
    complianceStatus: row.complianceStatus,
    complianceIssues: row.complianceIssues,
    preflightScore: row.preflightScore,
    submissionDate: row.submissionDate.toISOString(),
    reviewNote: row.reviewNote,
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}
