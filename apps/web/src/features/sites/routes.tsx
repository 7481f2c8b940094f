import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const WebsiteGeneratorPage = lazyPage(() => import('./pages/website-generator-page.tsx'), 'WebsiteGeneratorPage');
const AdminSitesPage = lazyPage(() => import('./pages/admin-sites-page.tsx'), 'AdminSitesPage');
const ShowcasePage = lazyPage(() => import('./pages/showcase-page.tsx'), 'ShowcasePage');
const DemoPage = lazyPage(() => import('./pages/demo-page.tsx'), 'DemoPage');

/**
 * The website generator (issue 22 item 4, ADR 059): the public showcase and demo, the owner's generator, the
 * admin's overview. The sites themselves (`/sites/{slug}`) are server HTML, not routes of this app.
 */
export const sitesRoutes: RouteObject[] = [
  { path: '/website-showcase', element: <ShowcasePage /> },
  { path: '/website-demo', element: <DemoPage /> },
  requireRole('user', [{ path: '/website-generator', element: <WebsiteGeneratorPage /> }]),
  requireRole('admin', [{ path: '/admin/website-generator', element: <AdminSitesPage /> }]),
];
