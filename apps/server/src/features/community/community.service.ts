import {
  type ApplyMakerInput,
  BLOCKED_SUBMIT_MESSAGE,
  type CompiledGuidelines,
  canSubmit,
  checkCompliance,
  compileGuidelines,
  INITIAL_TIER,
  type MakerAnalytics,
  type MakerDashboard,
  type Review,
  reviewNote,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ForbiddenError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { toContent, toMaker, toTier } from './community.mappers.ts';
import * as q from './community.queries.ts';

export async function listTiers(ctx: ServiceContext) {
  return (await q.selectActiveTiers(ctx.db)).map(toTier);
}

/** Active guidelines compiled for the engine; warnings (bad regex, none active) go to the log. */
export async function loadGuidelines(ctx: ServiceContext): Promise<CompiledGuidelines> {
  try {
    const rows = await q.selectGuidelines(ctx.db, { activeOnly: true });
    const { guidelines, warnings } = compileGuidelines(rows);
    for (const warning of warnings) ctx.logger.warn(warning);
    return guidelines;
  } catch (error) {
    ctx.logger.warn({ err: error }, 'richtlijnen niet geladen: standaardrichtlijnen gebruikt');
    return compileGuidelines(null).guidelines;
  }
}

export async function activeGuidelineRows(ctx: ServiceContext) {
  requireLogin(ctx);
  return (await q.selectGuidelines(ctx.db, { activeOnly: true })).map((row) => ({
    id: row.id,
    guidelineType: row.guidelineType,
    rulesData: row.rulesData,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  }));
}

export async function getDashboard(ctx: ServiceContext): Promise<MakerDashboard> {
  const actor = requireLogin(ctx);
  const maker = await q.selectMakerByUser(ctx.db, actor.user.id);
  if (!maker) return { maker: null, tier: null, stats: null };
  const [tier, content, thisMonth] = await Promise.all([
    q.selectTier(ctx.db, maker.tier),
    q.selectContentByMaker(ctx.db, maker.id),
    q.countThisMonth(ctx.db, maker.id),
  ]);
  const scores = content.map((row) => row.preflightScore);
  return {
    maker: toMaker(maker),
    tier: tier ? toTier(tier) : null,
    stats: {
      totalContent: content.length,
      approved: content.filter((row) => row.complianceStatus === 'approved').length,
      pending: content.filter((row) => row.complianceStatus === 'pending').length,
      thisMonth,
      quota: tier?.contentQuotaMonthly ?? 0,
      complianceScore: scores.length ? Math.round(scores.reduce((a, b) => a + b, 0) / scores.length) : null,
    },
  };
}

/** Applying makes the user a Seed Maker, active (spec section 4). One maker per user. */
export async function applyAsMaker(ctx: ServiceContext, input: ApplyMakerInput): Promise<MakerDashboard> {
  const actor = requireLogin(ctx);
  const created = await q.insertMaker(ctx.db, {
    userId: actor.user.id,
    gemeente: input.gemeente,
    specializations: input.interests,
    tier: INITIAL_TIER,
    status: 'active',
  });
  if (!created) throw new ConflictError('Je bent al Community Maker.');
  return getDashboard(ctx);
}

/** A maker changes the municipality they write for and their interests. */
export async function updateMaker(ctx: ServiceContext, input: ApplyMakerInput): Promise<MakerDashboard> {
  const maker = await requireMaker(ctx);
  await q.updateMaker(ctx.db, maker.id, { gemeente: input.gemeente, specializations: input.interests });
  return getDashboard(ctx);
}

async function requireMaker(ctx: ServiceContext, options: { forUpdate?: boolean } = {}) {
  const actor = requireLogin(ctx);
  const maker = await q.selectMakerByUser(ctx.db, actor.user.id, options);
  if (maker?.status !== 'active') {
    throw new ForbiddenError('Alleen actieve Community Makers kunnen dit doen. Meld je eerst aan.');
  }
  return maker;
}

export async function listOwnContent(ctx: ServiceContext) {
  const maker = await requireMaker(ctx);
  return (await q.selectContentByMaker(ctx.db, maker.id)).map(toContent);
}

export async function getAnalytics(ctx: ServiceContext): Promise<MakerAnalytics> {
  const maker = await requireMaker(ctx);
  const [months, content] = await Promise.all([q.selectMonthlyStats(ctx.db, maker.id), q.selectContentByMaker(ctx.db, maker.id)]);
  const decided = content.filter((row) => row.complianceStatus !== 'pending');
  const approved = decided.filter((row) => row.complianceStatus === 'approved').length;
  return {
    months,
    approvalRate: decided.length ? Math.round((approved / decided.length) * 100) : null,
    averageScore: content.length ? Math.round(content.reduce((sum, row) => sum + row.preflightScore, 0) / content.length) : null,
  };
}

function describeReview(review: Review, shopName: string): string {
  switch (review.type) {
    case 'shop':
      return `Bezoek aan ${shopName} op ${review.visit_date}`;
    case 'strain':
      return `${review.strain_name} bij ${shopName}`;
    case 'batch':
      return `${review.product_name} (batch ${review.batch_code}) bij ${shopName}`;
  }
}

/**
 * Stores a review with the preflight score computed here from the note; a
 * score under 70 is refused, and the monthly quota of the maker's tier holds
 * even for simultaneous submissions (the maker row is locked).
 */
export async function submitReview(ctx: ServiceContext, review: Review) {
  await requireMaker(ctx);
  const shop = await q.selectShopName(ctx.db, review.shop_id);
  if (!shop) throw new ValidationError('Selecteer een coffeeshop', [{ path: ['shop_id'], message: 'Selecteer een coffeeshop' }]);
  if (review.type === 'batch' && !(await q.telerExists(ctx.db, review.teler_id))) {
    throw new ValidationError('Onbekende teler', [{ path: ['teler_id'], message: 'Kies een teler uit de lijst' }]);
  }
  const guidelines = await loadGuidelines(ctx);
  const { score, issues } = checkCompliance(reviewNote(review), guidelines);
  if (!canSubmit(score)) {
    throw new ValidationError(BLOCKED_SUBMIT_MESSAGE, [
      { path: [review.type === 'shop' ? 'notes' : 'personal_note'], message: BLOCKED_SUBMIT_MESSAGE },
    ]);
  }
  const row = await withTransaction(ctx, async (tx) => {
    const maker = await requireMaker(tx, { forUpdate: true });
    const tier = await q.selectTier(tx.db, maker.tier);
    const quota = tier?.contentQuotaMonthly ?? 0;
    if ((await q.countThisMonth(tx.db, maker.id)) >= quota) {
      throw new ConflictError(`Je maandquotum van ${quota} inzendingen is bereikt. Volgende maand kun je weer indienen.`);
    }
    return q.insertContent(tx.db, {
      makerId: maker.id,
      title: `Review: ${review.type}`,
      description: describeReview(review, shop.name),
      contentType: 'educational',
      contentBody: JSON.stringify(review),
      gemeente: maker.gemeente,
      complianceStatus: 'pending',
      complianceIssues: issues,
      preflightScore: score,
      engagementMetrics: {},
    });
  });
  return toContent(row);
}
