import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const IntegrationsPage = lazyPage(() => import('./pages/integrations-page.tsx'), 'IntegrationsPage');
const IntegrationsManagementPage = lazyPage(
  () => import('./pages/integrations-management-page.tsx'),
  'IntegrationsManagementPage',
);

/** Integrations (issue 22, ADR 057): the public explanation, and keys and webhooks for owners (the server checks ownership). */
export const integrationsRoutes: RouteObject[] = [
  { path: '/integrations', element: <IntegrationsPage /> },
  requireLogin([{ path: '/integrations-management', element: <IntegrationsManagementPage /> }]),
];
