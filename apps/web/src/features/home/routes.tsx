import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const HomePage = lazyPage(() => import('./pages/home-page.tsx'), 'HomePage');

/** The landing page: the cannabis brand at /, Foodee at its own paths (ADR 006). */
export const homeRoutes: RouteObject[] = ['/', '/foodee', '/foodee/landing', '/feedee'].map((path) => ({
  path,
  element: <HomePage />,
}));
