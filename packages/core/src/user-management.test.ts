import { describe, expect, it } from 'vitest';
import { blockedMessage, canManageUser, StatusChangeInputSchema } from './user-management.ts';

describe('canManageUser', () => {
  const admin = { id: 'a', role: 'admin' as const };
  const superadmin = { id: 's', role: 'superadmin' as const };
  it('admins manage users and demo accounts, not other admins', () => {
    expect(canManageUser(admin, { id: 'u', role: 'user' })).toBe(true);
    expect(canManageUser(admin, { id: 'd', role: 'demo' })).toBe(true);
    expect(canManageUser(admin, { id: 'b', role: 'admin' })).toBe(false);
    expect(canManageUser(admin, superadmin)).toBe(false);
  });
  it('a superadmin manages everyone but themselves', () => {
    expect(canManageUser(superadmin, admin)).toBe(true);
    expect(canManageUser(superadmin, { id: 's', role: 'superadmin' })).toBe(false);
  });
  it('users manage nobody', () => {
    expect(canManageUser({ id: 'u', role: 'user' }, { id: 'd', role: 'demo' })).toBe(false);
  });
});

describe('StatusChangeInputSchema', () => {
  it('needs a reason to suspend or ban', () => {
    const result = StatusChangeInputSchema.safeParse({ status: 'suspended', reason: '' });
    expect(result.error?.issues[0]?.message).toBe('Geef een reden op: de gebruiker krijgt die te zien');
    expect(StatusChangeInputSchema.parse({ status: 'active' })).toEqual({ status: 'active', reason: '' });
  });
});

describe('blockedMessage', () => {
  it('says what happened and why', () => {
    expect(blockedMessage('suspended', 'Spam')).toBe('Je account is geschorst. Reden: Spam');
    expect(blockedMessage('banned', null)).toBe('Je account is verbannen.');
  });
});
