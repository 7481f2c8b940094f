import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const MenuImportPage = lazyPage(() => import('./pages/menu-import-page.tsx'), 'MenuImportPage');
const DemoMenuImportPage = lazyPage(() => import('./pages/demo-menu-import-page.tsx'), 'DemoMenuImportPage');
const MenuImportLandingPage = lazyPage(() => import('./pages/menu-import-landing-page.tsx'), 'MenuImportLandingPage');
const MenuImportHistoryPage = lazyPage(() => import('./pages/menu-import-history-page.tsx'), 'MenuImportHistoryPage');

/**
 * Menu import (issue 18): the public landing pages per brand and the demo, the owner's import, and the history
 * (owners see their own places' imports, admins all; the server checks).
 */
export const menuImportRoutes: RouteObject[] = [
  { path: '/menu-import-landing', element: <MenuImportLandingPage brand="cannabis" /> },
  { path: '/ai-menu-import', element: <MenuImportLandingPage brand="hospitality" /> },
  { path: '/foodee/menu-import', element: <MenuImportLandingPage brand="hospitality" /> },
  { path: '/demo/menu-import', element: <DemoMenuImportPage /> },
  requireRole('user', [
    { path: '/menu-importeren', element: <MenuImportPage /> },
    { path: '/menu-import-history', element: <MenuImportHistoryPage /> },
  ]),
];
