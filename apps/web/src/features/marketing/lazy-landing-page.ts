import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * A landing page (`/report-manager-landing` and the others), as its own chunk wherever it is used: the marketing
 * routes and `/report-manager` for visitors. The bundle budget weighs it as that chunk (scripts/bundle-budget.ts).
 */
export const LandingPage = lazyPage(() => import('./pages/landing-page.tsx'), 'LandingPage');
