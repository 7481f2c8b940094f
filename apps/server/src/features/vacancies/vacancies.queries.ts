import type { EmployerKind, PlaceKindName, VacancyListQuery, VacancyType } from '@platform/core';
import { and, arrayOverlaps, asc, desc, eq, gte, ilike, inArray, isNotNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { coffeeshops, partners, users, vacancies, vacancyApplications, venues } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';
import { placeKind } from '../../platform/place-access.ts';

export type VacancyRow = typeof vacancies.$inferSelect;
export type ApplicationRow = typeof vacancyApplications.$inferSelect;

/** A vacancy with what its employer shows: the partner's or place's name and the parts of its page's path. */
function withEmployer(db: Database) {
  return db
    .select({
      vacancy: vacancies,
      partner: { name: partners.name, slug: partners.slug, status: partners.status },
      shop: { name: coffeeshops.name, slug: coffeeshops.slug, plaatsSlug: coffeeshops.plaatsSlug, active: coffeeshops.active },
      venue: { name: venues.name, slug: venues.slug, plaatsSlug: venues.plaatsSlug, active: venues.active },
    })
    .from(vacancies)
    .leftJoin(partners, and(eq(vacancies.employerKind, 'partner'), eq(partners.id, vacancies.employerId)))
    .leftJoin(coffeeshops, and(eq(vacancies.employerKind, 'coffeeshop'), eq(coffeeshops.id, vacancies.employerId)))
    .leftJoin(venues, and(eq(vacancies.employerKind, 'venue'), eq(venues.id, vacancies.employerId)))
    .$dynamic();
}
export type VacancyWithEmployer = Awaited<ReturnType<ReturnType<typeof withEmployer>['execute']>>[number];

/** The employer is public: an approved partner, an active shop or venue. */
const employerPublic = or(eq(partners.status, 'approved'), eq(coffeeshops.active, true), eq(venues.active, true));

/** Open, public vacancies (closing date today or later), soonest closing last, newest first. */
export function selectOpen(db: Database, today: string, filters: VacancyListQuery) {
  const pattern = filters.q ? containsPattern(filters.q) : undefined;
  const conditions: Array<SQL | undefined> = [
    employerPublic,
    gte(vacancies.closingDate, today),
    filters.type ? eq(vacancies.type, filters.type) : undefined,
    filters.plaats ? ilike(vacancies.plaats, containsPattern(filters.plaats)) : undefined,
    pattern
      ? or(
          ilike(vacancies.title, pattern),
          ilike(vacancies.description, pattern),
          ilike(partners.name, pattern),
          ilike(coffeeshops.name, pattern),
          ilike(venues.name, pattern),
        )
      : undefined,
  ];
  return withEmployer(db)
    .where(and(...conditions))
    .orderBy(desc(vacancies.createdAt));
}

/** A public vacancy by type and slug, open or not (the caller answers 410 for a closed one). */
export async function selectPublicBySlug(db: Database, type: VacancyType, slug: string) {
  const [row] = await withEmployer(db).where(and(employerPublic, eq(vacancies.type, type), eq(vacancies.slug, slug)));
  return row;
}

export async function selectPublicOfEmployer(db: Database, kind: EmployerKind, employerId: string, slug: string) {
  const [row] = await withEmployer(db).where(
    and(employerPublic, eq(vacancies.employerKind, kind), eq(vacancies.employerId, employerId), eq(vacancies.slug, slug)),
  );
  return row;
}

export async function selectPublicById(db: Database, id: string) {
  const [row] = await withEmployer(db).where(and(employerPublic, eq(vacancies.id, id)));
  return row;
}

/** An employer's own vacancies (open and closed) with their application counts. */
export async function selectOfEmployer(db: Database, kind: EmployerKind, employerId: string) {
  const rows = await withEmployer(db)
    .where(and(eq(vacancies.employerKind, kind), eq(vacancies.employerId, employerId)))
    .orderBy(desc(vacancies.createdAt));
  if (rows.length === 0) return [];
  const counts = await db
    .select({ vacancyId: vacancyApplications.vacancyId, n: sql<number>`count(*)::int` })
    .from(vacancyApplications)
    .where(
      inArray(
        vacancyApplications.vacancyId,
        rows.map((row) => row.vacancy.id),
      ),
    )
    .groupBy(vacancyApplications.vacancyId);
  const byVacancy = new Map(counts.map((row) => [row.vacancyId, row.n]));
  return rows.map((row) => ({ ...row, applications: byVacancy.get(row.vacancy.id) ?? 0 }));
}

export async function selectOwnVacancy(db: Database, kind: EmployerKind, employerId: string, id: string) {
  const [row] = await withEmployer(db).where(
    and(eq(vacancies.employerKind, kind), eq(vacancies.employerId, employerId), eq(vacancies.id, id)),
  );
  return row;
}

export async function insertVacancy(db: Database, values: typeof vacancies.$inferInsert) {
  const [row] = await db.insert(vacancies).values(values).returning();
  if (!row) throw new Error('vacancy not stored');
  return row;
}

export function updateVacancy(db: Database, id: string, changes: Partial<typeof vacancies.$inferInsert>) {
  return db
    .update(vacancies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(vacancies.id, id));
}

export function deleteVacancy(db: Database, id: string) {
  return db.delete(vacancies).where(eq(vacancies.id, id));
}

// Applications

export async function insertApplication(db: Database, values: typeof vacancyApplications.$inferInsert) {
  const [row] = await db.insert(vacancyApplications).values(values).returning();
  if (!row) throw new Error('application not stored');
  return row;
}

/** The applications to an employer's vacancies, newest first, with the vacancy's title. */
export function selectApplicationsOfEmployer(db: Database, kind: EmployerKind, employerId: string) {
  return db
    .select({ application: vacancyApplications, vacancyTitle: vacancies.title })
    .from(vacancyApplications)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
    .where(and(eq(vacancies.employerKind, kind), eq(vacancies.employerId, employerId)))
    .orderBy(desc(vacancyApplications.createdAt));
}

export async function selectApplicationOfEmployer(db: Database, kind: EmployerKind, employerId: string, id: string) {
  const [row] = await db
    .select({ application: vacancyApplications })
    .from(vacancyApplications)
    .innerJoin(vacancies, eq(vacancies.id, vacancyApplications.vacancyId))
    .where(and(eq(vacancies.employerKind, kind), eq(vacancies.employerId, employerId), eq(vacancyApplications.id, id)));
  return row?.application;
}

export function selectCvKeysOfVacancy(db: Database, vacancyId: string) {
  return db
    .select({ key: vacancyApplications.cvKey })
    .from(vacancyApplications)
    .where(and(eq(vacancyApplications.vacancyId, vacancyId), isNotNull(vacancyApplications.cvKey)));
}

/** Applications whose CV is still stored and older than the cut-off. */
export function selectCvsBefore(db: Database, cutoff: Date) {
  return db
    .select({ id: vacancyApplications.id, key: vacancyApplications.cvKey })
    .from(vacancyApplications)
    .where(and(isNotNull(vacancyApplications.cvKey), lt(vacancyApplications.createdAt, cutoff)))
    .orderBy(asc(vacancyApplications.createdAt));
}

export function markCvDeleted(db: Database, id: string, now: Date) {
  return db.update(vacancyApplications).set({ cvKey: null, cvDeletedAt: now }).where(eq(vacancyApplications.id, id));
}

/** Who hears of an application to a place: its owner and the managers with the staff or details right. */
export async function selectPlaceRecipients(db: Database, kind: PlaceKindName, placeId: string) {
  const { places, managers, managedPlace } = placeKind(kind);
  const [place] = await db.select({ ownerId: places.ownerId }).from(places).where(eq(places.id, placeId));
  const managerRows = await db
    .select({ userId: managers.userId })
    .from(managers)
    .where(and(eq(managedPlace, placeId), arrayOverlaps(managers.permissions, ['staff', 'details'])));
  const ids = [...new Set([place?.ownerId, ...managerRows.map((row) => row.userId)].filter((id): id is string => Boolean(id)))];
  if (ids.length === 0) return [];
  return db.select({ userId: users.id, email: users.email, name: users.name }).from(users).where(inArray(users.id, ids));
}
