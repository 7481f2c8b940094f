import type { AdminUser, UserListQuery } from '@platform/core';
import { and, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { profiles, sessions, userRoles, users } from '../../db/schema/index.ts';
import { containsPattern } from '../../platform/like.ts';

/** The newest user_roles row per user (spec: the latest row is the role). */
const currentRole = sql<AdminUser['role']>`(
  select r.role from user_roles r where r.user_id = ${users.id} order by r.created_at desc, r.id desc limit 1
)`;

const columns = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: currentRole,
  accountStatus: profiles.accountStatus,
  verificationStatus: profiles.verificationStatus,
  statusReason: profiles.statusReason,
  contentEditor: profiles.contentEditor,
  createdAt: users.createdAt,
};

export type UserRow = { [K in keyof typeof columns]: K extends 'createdAt' ? Date : AdminUser[K] };

/** One page of users by name or e-mail, role and account status, with the total over all pages. */
export async function selectUserPage(
  db: Database,
  query: Pick<UserListQuery, 'q' | 'role' | 'status'>,
  page: { limit: number; offset: number },
): Promise<{ rows: UserRow[]; total: number }> {
  const filters: SQL[] = [];
  if (query.q) filters.push(or(ilike(users.email, containsPattern(query.q)), ilike(users.name, containsPattern(query.q))) as SQL);
  if (query.role) filters.push(sql`${currentRole} = ${query.role}`);
  if (query.status) filters.push(eq(profiles.accountStatus, query.status));
  const rows = await db
    .select({ ...columns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(filters.length ? and(...filters) : undefined)
    .orderBy(users.email)
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map(({ total: _total, ...row }) => row as UserRow), total: rows[0]?.total ?? 0 };
}

export async function selectAdmins(db: Database): Promise<UserRow[]> {
  const rows = await db
    .select(columns)
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(sql`${currentRole} in ('admin', 'superadmin')`)
    .orderBy(users.email);
  return rows as UserRow[];
}

export async function selectUser(db: Database, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select(columns).from(users).innerJoin(profiles, eq(profiles.id, users.id)).where(eq(users.id, userId));
  return row as UserRow | undefined;
}

export async function userExists(db: Database, userId: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  return row !== undefined;
}

export async function insertRole(db: Database, row: typeof userRoles.$inferInsert): Promise<void> {
  await db.insert(userRoles).values(row);
}

/** The profile, locked until the transaction ends. */
export async function lockProfile(db: Database, userId: string) {
  const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId)).for('update');
  return profile;
}

export async function updateAccountStatus(
  db: Database,
  userId: string,
  values: Pick<typeof profiles.$inferInsert, 'accountStatus' | 'statusReason'>,
): Promise<void> {
  await db
    .update(profiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(profiles.id, userId));
}

/** Signs the user out everywhere. */
export async function deleteSessions(db: Database, userId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function updateEditorFlag(db: Database, userId: string, contentEditor: boolean): Promise<void> {
  await db.update(profiles).set({ contentEditor, updatedAt: new Date() }).where(eq(profiles.id, userId));
}
