import type { AuditTargetType } from '@platform/core';
import { eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  coffeeshops,
  complianceGuidelines,
  identityDocuments,
  makerContent,
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
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
    if (type !== 'user' && !UUID.test(row.targetId)) continue;
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
