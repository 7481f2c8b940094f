import { describe, expect, it } from 'vitest';
import { webVisibleMenus } from './menu-visibility.ts';

describe('webVisibleMenus', () => {
  it('lets anonymous and unverified visitors see public menus only, verified ones also verified-only menus', () => {
    expect(webVisibleMenus(null)).toEqual(['public']);
    expect(webVisibleMenus({ verified: false })).toEqual(['public']);
    expect(webVisibleMenus({ verified: true })).toEqual(['verified', 'public']);
  });
});
