import { describe, expect, it } from 'vitest';
import type { VerificationState } from './account-status.ts';
import { menuViewer, webVisibleMenus } from './menu-visibility.ts';

describe('webVisibleMenus', () => {
  it('lets anonymous and unverified visitors see public menus only, verified ones also verified-only menus', () => {
    expect(webVisibleMenus(null)).toEqual(['public']);
    expect(webVisibleMenus({ verified: false })).toEqual(['public']);
    expect(webVisibleMenus({ verified: true })).toEqual(['verified', 'public']);
  });
});

describe('menuViewer', () => {
  const verified: VerificationState = { ageVerified: true, verificationStatus: 'verified', accountStatus: 'active' };

  it('is null when signed out, verified only for a verified account that is not blocked', () => {
    expect(menuViewer(null)).toBeNull();
    expect(menuViewer(undefined)).toBeNull();
    expect(menuViewer(verified)).toEqual({ verified: true });
    expect(menuViewer({ ...verified, verificationStatus: 'pending' })).toEqual({ verified: false });
    expect(menuViewer({ ...verified, ageVerified: false })).toEqual({ verified: false });
    expect(menuViewer({ ...verified, accountStatus: 'suspended' })).toEqual({ verified: false });
  });
});
