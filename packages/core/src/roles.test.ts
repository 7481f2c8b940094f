import { describe, expect, it } from 'vitest';
import { canGrantRole, currentRole, DEFAULT_REQUIRED_ROLE, DEFAULT_ROLE, hasRole, ROLES, type Role } from './roles.ts';

describe('hasRole: the hierarchy of spec section 6', () => {
  // [role, required, passes]
  const table: Array<[Role | null, Role, boolean]> = [
    ['superadmin', 'superadmin', true],
    ['superadmin', 'admin', true],
    ['superadmin', 'user', true],
    ['superadmin', 'demo', true],
    ['admin', 'superadmin', false],
    ['admin', 'admin', true],
    ['admin', 'user', true],
    ['admin', 'demo', true],
    ['user', 'superadmin', false],
    ['user', 'admin', false],
    ['user', 'user', true],
    ['user', 'demo', true],
    ['demo', 'superadmin', false],
    ['demo', 'admin', false],
    ['demo', 'user', false],
    ['demo', 'demo', true],
    [null, 'superadmin', false],
    [null, 'admin', false],
    [null, 'user', false],
    [null, 'demo', false],
  ];
  it.each(table)('%s passes %s: %s', (role, required, passes) => {
    expect(hasRole(role, required)).toBe(passes);
  });

  it('lists the four roles from most to least powerful', () => {
    expect(ROLES).toEqual(['superadmin', 'admin', 'user', 'demo']);
  });

  it('gives new accounts the user role and guards routes with demo by default', () => {
    expect(DEFAULT_ROLE).toBe('user');
    expect(DEFAULT_REQUIRED_ROLE).toBe('demo');
  });
});

describe('currentRole: the newest row wins', () => {
  it('picks the latest created row', () => {
    expect(
      currentRole([
        { role: 'user', createdAt: '2026-01-01T10:00:00Z' },
        { role: 'admin', createdAt: '2026-03-01T10:00:00Z' },
        { role: 'demo', createdAt: '2026-02-01T10:00:00Z' },
      ]),
    ).toBe('admin');
  });
  it('is null without rows', () => {
    expect(currentRole([])).toBeNull();
  });
  it('takes the later row when two share a timestamp', () => {
    const at = new Date('2026-01-01T10:00:00Z');
    expect(
      currentRole([
        { role: 'user', createdAt: at },
        { role: 'admin', createdAt: at },
      ]),
    ).toBe('admin');
  });
});

describe('canGrantRole', () => {
  it('lets only a superadmin grant admin or superadmin', () => {
    expect(canGrantRole('admin', 'admin')).toBe(false);
    expect(canGrantRole('admin', 'superadmin')).toBe(false);
    expect(canGrantRole('superadmin', 'admin')).toBe(true);
    expect(canGrantRole('superadmin', 'superadmin')).toBe(true);
  });
  it('lets admins grant user and demo, and nobody below admin anything', () => {
    expect(canGrantRole('admin', 'user')).toBe(true);
    expect(canGrantRole('admin', 'demo')).toBe(true);
    expect(canGrantRole('user', 'demo')).toBe(false);
    expect(canGrantRole(null, 'user')).toBe(false);
  });
});
