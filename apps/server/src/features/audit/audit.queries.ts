import { type AuditTargetType, isId } from '@platform/core';
import { count, desc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  auditLog,
  coffeeshops,
  complianceGuidelines,
  identityDocuments,
  makerContent,
  partners,
  placeApplications,
  telers,
  users,
  venues,
} from '../../db/schema/index.ts';

type Names = Map<string, string>;

/** One query per target type on the page: id → the name the audit page shows. */
const LOOKUPS: Record<AuditTargetType, (db: Database, ids: string[]) => Promise<Array<{ id: string; name: string }>>> = {
  user: (db, ids) => db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids)),
  identity_document: (db, ids) =>
    db
      .select({ id: identityDocuments.id, name: users.name })
      .from(identityDocuments)
      .innerJoin(users, eq(users.id, identityDocuments.userId))
      .where(inArray(identityDocuments.id, ids)),
  maker_content: (db, ids) =>
    db.select({ id: makerContent.id, name: makerContent.title }).from(makerContent).where(inArray(makerContent.id, ids)),
  guideline: (db, ids) =>
    db
      .select({ id: complianceGuidelines.id, name: complianceGuidelines.guidelineType })
      .from(complianceGuidelines)
      .where(inArray(complianceGuidelines.id, ids)),
  teler: (db, ids) => db.select({ id: telers.id, name: telers.naam }).from(telers).where(inArray(telers.id, ids)),
  venue: (db, ids) => db.select({ id: venues.id, name: venues.name }).from(venues).where(inArray(venues.id, ids)),
  coffeeshop: (db, ids) =>
    db.select({ id: coffeeshops.id, name: coffeeshops.name }).from(coffeeshops).where(inArray(coffeeshops.id, ids)),
  place_application: async (db, ids) =>
    (
      await db
        .select({ id: placeApplications.id, name: placeApplications.name })
        .from(placeApplications)
        .where(inArray(placeApplications.id, ids))
    ).map((row) => ({ id: row.id, name: row.name ?? '—' })),
  partner: (db, ids) => db.select({ id: partners.id, name: partners.name }).from(partners).where(inArray(partners.id, ids)),
  // The AI settings and the assistants are no rows with a uuid: their sentences name them from the details.
  ai_settings: async () => [],
  assistant: async () => [],
  // Platform settings (ADR 058): the sentence names the setting from the details.
  platform: async () => [],
};

/** The subjects' names by `targetType:targetId`; a deleted subject is simply absent. */
export async function selectSubjectNames(
  db: Database,
  rows: ReadonlyArray<{ targetType: string; targetId: string }>,
): Promise<Names> {
  const byType = new Map<AuditTargetType, Set<string>>();
  for (const row of rows) {
    if (!(row.targetType in LOOKUPS)) continue;
    const type = row.targetType as AuditTargetType;
    // User ids are Better Auth's text ids; every other subject has a uuid column.
    if (type !== 'user' && !isId(row.targetId)) continue;
    byType.set(type, (byType.get(type) ?? new Set()).add(row.targetId));
  }
  const names: Names = new Map();
  await Promise.all(
    [...byType].map(async ([type, ids]) => {
      for (const { id, name } of await LOOKUPS[type](db, [...ids])) names.set(`${type}:${id}`, name);
    }),
  );
  return names;
}

/** One page of the log, newest first, with each actor's e-mail and name, and the total. */
export async function selectAuditPage(db: Database, opts: { limit: number; offset: number }) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actorEmail: users.email, actorName: users.name })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(opts.limit)
      .offset(opts.offset),
    db.select({ value: count() }).from(auditLog),
  ]);
  return { rows, total: total?.value ?? 0 };
}
