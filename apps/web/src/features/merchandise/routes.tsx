import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const MerchandisePage = lazyPage(() => import('./pages/merchandise-page.tsx'), 'MerchandisePage');
const AdminMerchandisePage = lazyPage(() => import('./pages/admin-merchandise-page.tsx'), 'AdminMerchandisePage');
const AdminPartnerMerchandiseEditPage = lazyPage(
  () => import('./pages/admin-partner-merchandise-edit-page.tsx'),
  'AdminPartnerMerchandiseEditPage',
);

/** Merchandise (ADR 055): the public item page and the admin pages; partners manage theirs on /partner/dashboard. */
export const merchandiseRoutes: RouteObject[] = [
  { path: '/merchandise/:id', element: <MerchandisePage /> },
  requireRole('admin', [
    { path: '/admin/merchandise', element: <AdminMerchandisePage /> },
    { path: '/admin/partners/:partnerId/merchandise/:merchandiseId/edit', element: <AdminPartnerMerchandiseEditPage /> },
  ]),
];
