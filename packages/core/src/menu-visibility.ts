import { passesVerification, type VerificationState } from './account-status.ts';
import { MENU_VISIBILITIES, type MenuVisibility } from './coffeeshops.ts';

export interface MenuViewer {
  /** Signed in, age- and identity-verified, not blocked. */
  verified: boolean;
}

/** The menu viewer behind a signed-in profile, or null when signed out: verified only when not blocked. */
export function menuViewer(profile: VerificationState | null | undefined): MenuViewer | null {
  return profile ? { verified: passesVerification(profile) } : null;
}

/**
 * Art. 3b Opiumwet (Hoge Raad 2004): a menu with strains and prices online is
 * advertising. The shop's own screens always show it; the web only when the
 * shop chose `public`, or `verified` and the viewer is verified.
 */
export function canSeeMenu(visibility: MenuVisibility, channel: 'web' | 'screen', viewer: MenuViewer | null): boolean {
  if (channel === 'screen') return true;
  if (visibility === 'public') return true;
  if (visibility === 'verified') return viewer?.verified === true;
  return false;
}

/** The visibility settings whose menus this viewer may see on the web, for database filters. */
export function webVisibleMenus(viewer: MenuViewer | null): MenuVisibility[] {
  return MENU_VISIBILITIES.filter((visibility) => canSeeMenu(visibility, 'web', viewer));
}
