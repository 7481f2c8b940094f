import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const WebsiteBuilderPage = lazyPage(() => import('./pages/website-builder-page.tsx'), 'WebsiteBuilderPage');
const AdminSitesPage = lazyPage(() => import('./pages/admin-sites-page.tsx'), 'AdminSitesPage');
const ShowcasePage = lazyPage(() => import('./pages/showcase-page.tsx'), 'ShowcasePage');
const DemoPage = lazyPage(() => import('./pages/demo-page.tsx'), 'DemoPage');

/**
 * The website generator (issue 22 item 4, ADR 059): the public showcase, demo and builder page (the owner's
 * generator once signed in), the admin's overview. The sites themselves (`/sites/{slug}`) are server HTML, not
 * routes of this app.
 */
export const sitesRoutes: RouteObject[] = [
  { path: '/website-showcase', element: <ShowcasePage /> },
  { path: '/website-demo', element: <DemoPage /> },
  // Public (spec §2): visitors get what the builder does, signed-in accounts the builder itself.
  { path: '/website-generator', element: <WebsiteBuilderPage /> },
  requireRole('admin', [{ path: '/admin/website-generator', element: <AdminSitesPage /> }]),
];
