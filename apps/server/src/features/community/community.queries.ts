import { isId } from '@platform/core';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  coffeeshops,
  communityMakers,
  complianceGuidelines,
  makerContent,
  makerContentDecisions,
  makerTiers,
  telers,
} from '../../db/schema/index.ts';

export type MakerRow = typeof communityMakers.$inferSelect;
export type ContentRow = typeof makerContent.$inferSelect;

export function selectActiveTiers(db: Database) {
  return db.select().from(makerTiers).where(eq(makerTiers.isActive, true)).orderBy(asc(makerTiers.contentQuotaMonthly));
}

export async function selectTier(db: Database, tier: MakerRow['tier']) {
  const [row] = await db.select().from(makerTiers).where(eq(makerTiers.tierName, tier));
  return row ?? null;
}

export async function selectMakerByUser(db: Database, userId: string, options: { forUpdate?: boolean } = {}) {
  const query = db.select().from(communityMakers).where(eq(communityMakers.userId, userId));
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row ?? null;
}

export async function insertMaker(db: Database, values: typeof communityMakers.$inferInsert) {
  const [row] = await db.insert(communityMakers).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateMaker(db: Database, id: string, values: Partial<typeof communityMakers.$inferInsert>) {
  await db.update(communityMakers).set(values).where(eq(communityMakers.id, id));
}

export function selectContentByMaker(db: Database, makerId: string) {
  return db.select().from(makerContent).where(eq(makerContent.makerId, makerId)).orderBy(desc(makerContent.submissionDate));
}

export async function selectContent(db: Database, id: string) {
  const [row] = await db
    .select({ content: makerContent, makerUserId: communityMakers.userId })
    .from(makerContent)
    .innerJoin(communityMakers, eq(communityMakers.id, makerContent.makerId))
    .where(eq(makerContent.id, id));
  return row ?? null;
}

/** Submissions of this maker in the current calendar month, Dutch time. */
export async function countThisMonth(db: Database, makerId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(makerContent)
    .where(
      and(
        eq(makerContent.makerId, makerId),
        sql`date_trunc('month', ${makerContent.submissionDate} AT TIME ZONE 'Europe/Amsterdam') = date_trunc('month', now() AT TIME ZONE 'Europe/Amsterdam')`,
      ),
    );
  return row?.n ?? 0;
}

export async function insertContent(db: Database, values: typeof makerContent.$inferInsert) {
  const [row] = await db.insert(makerContent).values(values).returning();
  if (!row) throw new Error('maker_content insert returned nothing');
  return row;
}

export function selectContentQueue(db: Database, status: ContentRow['complianceStatus'] | undefined) {
  return db
    .select({ content: makerContent, gemeente: communityMakers.gemeente, tier: communityMakers.tier })
    .from(makerContent)
    .innerJoin(communityMakers, eq(communityMakers.id, makerContent.makerId))
    .where(status ? eq(makerContent.complianceStatus, status) : undefined)
    .orderBy(asc(makerContent.submissionDate))
    .limit(200);
}

export function selectDecisions(db: Database, contentId: string) {
  return db
    .select()
    .from(makerContentDecisions)
    .where(eq(makerContentDecisions.contentId, contentId))
    .orderBy(desc(makerContentDecisions.createdAt));
}

export async function recordDecision(
  db: Database,
  input: { contentId: string; decidedBy: string; decision: ContentRow['complianceStatus']; note: string | null },
) {
  await db
    .update(makerContent)
    .set({ complianceStatus: input.decision, reviewNote: input.note, reviewedAt: new Date(), reviewedBy: input.decidedBy })
    .where(eq(makerContent.id, input.contentId));
  await db.insert(makerContentDecisions).values(input);
}

export function selectGuidelines(db: Database, options: { activeOnly: boolean }) {
  return db
    .select()
    .from(complianceGuidelines)
    .where(options.activeOnly ? eq(complianceGuidelines.isActive, true) : undefined)
    .orderBy(asc(complianceGuidelines.createdAt));
}

export async function insertGuideline(db: Database, values: typeof complianceGuidelines.$inferInsert) {
  const [row] = await db.insert(complianceGuidelines).values(values).returning();
  if (!row) throw new Error('guideline insert returned nothing');
  return row;
}

export async function updateGuideline(db: Database, id: string, values: Partial<typeof complianceGuidelines.$inferInsert>) {
  const [row] = await db
    .update(complianceGuidelines)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(complianceGuidelines.id, id))
    .returning();
  return row ?? null;
}

export function selectAllContentBodies(db: Database) {
  return db.select({ id: makerContent.id, title: makerContent.title, contentBody: makerContent.contentBody }).from(makerContent);
}

export async function selectShopName(db: Database, id: string) {
  if (!isId(id)) return null;
  const [row] = await db
    .select({ name: coffeeshops.name, plaats: coffeeshops.plaats })
    .from(coffeeshops)
    .where(and(eq(coffeeshops.id, id), eq(coffeeshops.active, true)));
  return row ?? null;
}

export async function telerExists(db: Database, id: string) {
  if (!isId(id)) return false;
  const [row] = await db.select({ id: telers.id }).from(telers).where(eq(telers.id, id));
  return Boolean(row);
}

/** Per month (Dutch time) of the last twelve: submitted and approved counts. */
export function selectMonthlyStats(db: Database, makerId: string) {
  return db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${makerContent.submissionDate} AT TIME ZONE 'Europe/Amsterdam'), 'YYYY-MM')`,
      submitted: sql<number>`count(*)::int`,
      approved: sql<number>`(count(*) filter (where ${makerContent.complianceStatus} = 'approved'))::int`,
    })
    .from(makerContent)
    .where(and(eq(makerContent.makerId, makerId), sql`${makerContent.submissionDate} > now() - interval '12 months'`))
    .groupBy(sql`1`)
    .orderBy(sql`1`);
}
