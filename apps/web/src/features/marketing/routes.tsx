import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';
import { LandingPage } from './lazy-landing-page.ts';

const MarketingPage = lazyPage(() => import('./pages/marketing-page.tsx'), 'MarketingPage');
const EntrepreneursPage = lazyPage(() => import('./pages/entrepreneurs-page.tsx'), 'EntrepreneursPage');
const WizardsPage = lazyPage(() => import('./pages/wizards-page.tsx'), 'WizardsPage');
const LeafletPage = lazyPage(() => import('./pages/leaflet-page.tsx'), 'LeafletPage');
const PlansPage = lazyPage(() => import('./pages/plans-page.tsx'), 'PlansPage');
const ContactPage = lazyPage(() => import('./pages/contact-page.tsx'), 'ContactPage');
const ContactInboxPage = lazyPage(() => import('./pages/contact-inbox-page.tsx'), 'ContactInboxPage');
const ProductPageRoute = lazyPage(() => import('./pages/product-page-route.tsx'), 'ProductPageRoute');
const AdminProductRoute = lazyPage(() => import('./pages/admin-product-route.tsx'), 'AdminProductRoute');
const ProductShopRoute = lazyPage(() => import('./pages/admin-product-route.tsx'), 'ProductShopRoute');

const LANDING_PATHS = [
  '/menu-management-landing',
  '/conversation-assistant-landing',
  '/digitale-platforms-landing',
  '/horeca-management-landing',
  '/social-manager-landing',
  '/staff-planner-landing',
  '/report-manager-landing',
  '/ai-features',
];

/**
 * Marketing, plans and contact (issue 22). The product routes take catalogue values only (ADR 050): each page
 * resolves its parameter first (unknown: not found) and only then applies its guard.
 */
export const marketingRoutes: RouteObject[] = [
  { path: '/marketing', element: <MarketingPage /> },
  { path: '/entrepreneurs', element: <EntrepreneursPage /> },
  { path: '/ondernemers', element: <EntrepreneursPage /> },
  { path: '/wizards', element: <WizardsPage /> },
  ...LANDING_PATHS.map((path) => ({ path, element: <LandingPage /> })),
  { path: '/abonnementen', element: <PlansPage /> },
  { path: '/membership', element: <PlansPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/:productPage', element: <ProductPageRoute /> },
  { path: '/admin/:product', element: <AdminProductRoute /> },
  { path: '/:productShop/:coffeeshopId', element: <ProductShopRoute /> },
  requireRole('admin', [{ path: '/admin/contact', element: <ContactInboxPage /> }]),
];

/** The cannabis-brand pages, behind the one 18+ gate of router.tsx. */
export const marketingAgeGatedRoutes: RouteObject[] = [
  { path: '/cannabis-wizards', element: <WizardsPage cannabisOnly /> },
  { path: '/bijsluiter-cannabis', element: <LeafletPage /> },
];
