// Zod-free (the app shell checks roles on every page, ADR 067); RoleSchema is in roles-schema.ts.
/** Roles from most to least powerful; the order is the hierarchy (spec section 6). */
export const ROLES = ['superadmin', 'admin', 'user', 'demo'] as const;
export type Role = (typeof ROLES)[number];

/** The role a new account gets. */
export const DEFAULT_ROLE: Role = 'user';

/** The default role a protected route requires when none is named. */
export const DEFAULT_REQUIRED_ROLE: Role = 'demo';

function rank(role: Role): number {
  return ROLES.length - ROLES.indexOf(role);
}

/**
 * Whether `role` passes a check for `required`: superadmin passes everything,
 * demo passes only demo, no role passes nothing.
 */
export function hasRole(role: Role | null | undefined, required: Role): boolean {
  if (!role) return false;
  return rank(role) >= rank(required);
}

/**
 * A demo account may look but never change anything, nor see secrets (screen
 * tokens, pairing codes) of the real shop it is shown (ADR 011, ADR 024).
 */
export function isReadOnlyRole(role: Role | null | undefined): boolean {
  return role === 'demo';
}

/** Roles that only a superadmin may hand out. */
export function canGrantRole(granter: Role | null | undefined, target: Role): boolean {
  if (target === 'superadmin' || target === 'admin') return granter === 'superadmin';
  return hasRole(granter, 'admin');
}

/** Picks the current role from role rows: the newest row wins (spec: latest user_roles row). */
export function currentRole(rows: ReadonlyArray<{ role: Role; createdAt: Date | string }>): Role | null {
  let newest: { role: Role; at: number } | null = null;
  for (const row of rows) {
    const at = new Date(row.createdAt).getTime();
    if (!newest || at >= newest.at) newest = { role: row.role, at };
  }
  return newest?.role ?? null;
}
