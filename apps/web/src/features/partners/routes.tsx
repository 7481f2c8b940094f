import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin, requireRole } from '../auth/index.ts';

const PartnersPage = lazyPage(() => import('./pages/partners-page.tsx'), 'PartnersPage');
const PartnerPage = lazyPage(() => import('./pages/partner-page.tsx'), 'PartnerPage');
const PartnerRedirect = lazyPage(() => import('./pages/partner-page.tsx'), 'PartnerRedirect');
const ServicePage = lazyPage(() => import('./pages/service-page.tsx'), 'ServicePage');
const AdminPartnersPage = lazyPage(() => import('./pages/admin-partners-page.tsx'), 'AdminPartnersPage');
const PartnerDashboardPage = lazyPage(() => import('./pages/partner-dashboard-page.tsx'), 'PartnerDashboardPage');
const AcceptPartnerInvitationPage = lazyPage(
  () => import('./pages/accept-partner-invitation-page.tsx'),
  'AcceptPartnerInvitationPage',
);

/** Partners (ADR 040): public pages, the invitation link, the members' dashboard and the admin page. */
export const partnersRoutes: RouteObject[] = [
  { path: '/partners', element: <PartnersPage /> },
  { path: '/partners/:slug', element: <PartnerPage /> },
  { path: '/partner/:slug', element: <PartnerRedirect /> },
  { path: '/partners/:partnerSlug/services/:serviceId', element: <ServicePage /> },
  { path: '/partner-uitnodiging/:token', element: <AcceptPartnerInvitationPage /> },
  requireLogin([{ path: '/partner/dashboard', element: <PartnerDashboardPage /> }]),
  requireRole('admin', [{ path: '/admin/partners', element: <AdminPartnersPage /> }]),
];
