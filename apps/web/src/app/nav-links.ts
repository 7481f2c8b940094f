import type { BrandType } from '@platform/core';

export interface NavLink {
  to: string;
  /** Key under `nav.` in the locale files. */
  label: string;
}

/** The header's links per brand: only routes of router.tsx that anyone may open. */
export const NAV_LINKS: Record<BrandType, NavLink[]> = {
  cannabis: [
    { to: '/coffeeshops', label: 'coffeeshops' },
    { to: '/zoeken', label: 'search' },
    { to: '/coffeeshop-wizard', label: 'wizard' },
    { to: '/telers', label: 'telers' },
    { to: '/strain-discovery', label: 'strains' },
  ],
  hospitality: [
    { to: '/horeca', label: 'horeca' },
    { to: '/foodee/assistants', label: 'assistants' },
  ],
};

/** Added for a signed-in visitor. */
export const SIGNED_IN_LINKS: NavLink[] = [{ to: '/dashboard', label: 'dashboard' }];
