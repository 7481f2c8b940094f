import { checkCompliance, isId, type MakerDraft } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import { requireLogin, requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { makerDrafts } from '../../db/schema/index.ts';
import { ForbiddenError, NotFoundError } from '../../platform/errors.ts';
import * as q from './community.queries.ts';
import { loadGuidelines } from './community.service.ts';

const NOT_A_MAKER = 'Alleen actieve Community Makers kunnen dit doen. Meld je eerst aan.';
const UNKNOWN_DRAFT = 'Dit concept bestaat niet (meer).';

/** The signed-in person's active maker profile, or a Dutch 403 (demo accounts write nothing). */
export async function requireActiveMaker(ctx: ServiceContext) {
  const actor = requireRole(ctx, 'user');
  const maker = await q.selectMakerByUser(ctx.db, actor.user.id);
  if (maker?.status !== 'active') throw new ForbiddenError(NOT_A_MAKER);
  return maker;
}

const toDraft = (row: typeof makerDrafts.$inferSelect): MakerDraft => ({
  id: row.id,
  title: row.title,
  body: row.body,
  producedBy: row.producedBy,
  createdAt: row.createdAt.toISOString(),
});

/** Stores a concept post for the maker; refused when the text does not pass the compliance engine. */
export async function saveMakerDraft(
  ctx: ServiceContext,
  draft: { title: string; body: string; producedBy: string },
): Promise<MakerDraft> {
  const maker = await requireActiveMaker(ctx);
  const [row] = await ctx.db
    .insert(makerDrafts)
    .values({ makerId: maker.id, title: draft.title.slice(0, 120), body: draft.body, producedBy: draft.producedBy })
    .returning();
  if (!row) throw new Error('concept niet opgeslagen');
  return toDraft(row);
}

/** One of the maker's own concepts (someone else's: 404, as if it did not exist). */
export async function getMakerDraft(ctx: ServiceContext, id: string): Promise<MakerDraft> {
  const actor = requireLogin(ctx);
  const maker = await q.selectMakerByUser(ctx.db, actor.user.id);
  if (!maker || !isId(id)) throw new NotFoundError(UNKNOWN_DRAFT);
  const [row] = await ctx.db
    .select()
    .from(makerDrafts)
    .where(and(eq(makerDrafts.id, id), eq(makerDrafts.makerId, maker.id)));
  if (!row) throw new NotFoundError(UNKNOWN_DRAFT);
  return toDraft(row);
}

/** The engine's verdict on a text with the active guidelines: its score and the issues that block it. */
export async function complianceVerdict(ctx: ServiceContext, text: string) {
  const guidelines = await loadGuidelines(ctx);
  return checkCompliance(text, guidelines);
}
