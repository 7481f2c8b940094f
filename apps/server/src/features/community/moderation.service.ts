import {
  type ComplianceStatus,
  checkCompliance,
  compileGuidelines,
  type GuidelineInput,
  type GuidelinePreview,
  isId,
  type ModerationDecisionInput,
  ReviewSchema,
  reviewNote,
} from '@platform/core';
import { requireLogin, requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import { toContent } from './community.mappers.ts';
import * as q from './community.queries.ts';

/** A maker reads their own submissions; admins read all of them. */
export async function getContentDetail(ctx: ServiceContext, id: string) {
  const actor = requireLogin(ctx);
  const found = isId(id) ? await q.selectContent(ctx.db, id) : null;
  if (!found) throw new NotFoundError('Deze inzending bestaat niet.');
  const isAdmin = actor.role === 'admin' || actor.role === 'superadmin';
  if (found.makerUserId !== actor.user.id && !isAdmin) throw new ForbiddenError('Dit is niet jouw inzending.');
  const decisions = await q.selectDecisions(ctx.db, id);
  return {
    ...toContent(found.content),
    decisions: decisions.map((row) => ({ decision: row.decision, note: row.note, createdAt: row.createdAt.toISOString() })),
  };
}

export async function listQueue(ctx: ServiceContext, status: ComplianceStatus | undefined) {
  requireRole(ctx, 'admin');
  const rows = await q.selectContentQueue(ctx.db, status);
  return rows.map((row) => ({ ...toContent(row.content), makerTier: row.tier }));
}

/** Approve, flag or reject; the content gets the status and note, the decision log keeps who and when. */
export async function decide(ctx: ServiceContext, id: string, input: ModerationDecisionInput) {
  const actor = requireRole(ctx, 'admin');
  const found = isId(id) ? await q.selectContent(ctx.db, id) : null;
  if (!found) throw new NotFoundError('Deze inzending bestaat niet.');
  await withTransaction(ctx, async (tx) => {
    await q.recordDecision(tx.db, {
      contentId: id,
      decidedBy: actor.user.id,
      decision: input.decision,
      note: input.note ?? null,
    });
    await recordAudit(tx.db, {
      actorId: actor.user.id,
      action: `moderation.${input.decision}`,
      targetType: 'maker_content',
      targetId: id,
      details: { from: found.content.complianceStatus, note: input.note ?? null },
    });
  });
  return getContentDetail(ctx, id);
}

function toGuideline(row: Awaited<ReturnType<typeof q.selectGuidelines>>[number]) {
  return {
    id: row.id,
    guidelineType: row.guidelineType,
    rulesData: row.rulesData,
    isActive: row.isActive,
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listGuidelines(ctx: ServiceContext) {
  requireRole(ctx, 'admin');
  return (await q.selectGuidelines(ctx.db, { activeOnly: false })).map(toGuideline);
}

export async function createGuideline(ctx: ServiceContext, input: GuidelineInput) {
  const actor = requireRole(ctx, 'admin');
  const row = await withTransaction(ctx, async (tx) => {
    const created = await q.insertGuideline(tx.db, {
      guidelineType: input.guidelineType,
      rulesData: input.rulesData,
      createdBy: actor.user.id,
    });
    await recordAudit(tx.db, {
      actorId: actor.user.id,
      action: 'guideline.create',
      targetType: 'guideline',
      targetId: created.id,
    });
    return created;
  });
  return toGuideline(row);
}

export async function setGuidelineActive(ctx: ServiceContext, id: string, isActive: boolean) {
  const actor = requireRole(ctx, 'admin');
  if (!isId(id)) throw new NotFoundError('Deze richtlijn bestaat niet.');
  const row = await withTransaction(ctx, async (tx) => {
    const updated = await q.updateGuideline(tx.db, id, { isActive });
    if (!updated) throw new NotFoundError('Deze richtlijn bestaat niet.');
    await recordAudit(tx.db, {
      actorId: actor.user.id,
      action: isActive ? 'guideline.activate' : 'guideline.deactivate',
      targetType: 'guideline',
      targetId: id,
    });
    return updated;
  });
  return toGuideline(row);
}

/** The note of a stored review; content that is not a readable review is skipped. */
function storedNote(contentBody: string): string | null {
  try {
    const parsed = ReviewSchema.safeParse(JSON.parse(contentBody));
    return parsed.success ? reviewNote(parsed.data) : null;
  } catch {
    return null;
  }
}

/** Which saved texts the candidate guideline, added to the active ones, would newly flag. */
export async function previewGuideline(ctx: ServiceContext, input: GuidelineInput): Promise<GuidelinePreview> {
  requireRole(ctx, 'admin');
  const active = await q.selectGuidelines(ctx.db, { activeOnly: true });
  const current = compileGuidelines(active).guidelines;
  const candidate = compileGuidelines([
    ...active,
    { guidelineType: input.guidelineType, rulesData: input.rulesData, isActive: true },
  ]).guidelines;
  const contents = await q.selectAllContentBodies(ctx.db);
  const newlyFlagged: GuidelinePreview['newlyFlagged'] = [];
  for (const content of contents) {
    const note = storedNote(content.contentBody);
    if (note === null) continue;
    const before = checkCompliance(note, current);
    const after = checkCompliance(note, candidate);
    const known = new Set(before.issues.map((issue) => `${issue.label}:${issue.match.toLowerCase()}`));
    const added = after.issues.filter((issue) => !known.has(`${issue.label}:${issue.match.toLowerCase()}`));
    if (added.length > 0) {
      newlyFlagged.push({
        id: content.id,
        title: content.title,
        scoreBefore: before.score,
        scoreAfter: after.score,
        matches: added.map((issue) => issue.match),
      });
    }
  }
  return { newlyFlagged, checked: contents.length };
}
