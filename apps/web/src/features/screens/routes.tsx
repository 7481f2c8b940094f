import { Suspense } from 'react';
import type { RouteObject } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin, requireRole } from '../auth/index.ts';

const ScreensPage = lazyPage(() => import('./pages/screens-page.tsx'), 'ScreensPage');
const DigitalScreensPage = lazyPage(() => import('./pages/digital-screens-page.tsx'), 'DigitalScreensPage');
const ScreenDisplayPage = lazyPage(() => import('./pages/screen-display-page.tsx'), 'ScreenDisplayPage');

/** The in-shop TV display: full screen, no header, no login; so outside the root layout and its Suspense. */
export const screenDisplayRoute: RouteObject = {
  path: '/coffeeshop/:coffeeshopId/menu',
  element: (
    <Suspense fallback={<LoadingScreen />}>
      <ScreenDisplayPage />
    </Suspense>
  ),
};

const screens = (paths: string[]) => paths.map((path) => ({ path, element: <ScreensPage /> }));

export const screensRoutes: RouteObject[] = [
  requireLogin(screens(['/menu-display'])),
  // Public: visitors read about the screens, owners manage theirs (issue 22).
  { path: '/digitale-schermen', element: <DigitalScreensPage /> },
  requireRole('user', screens(['/digital-manager'])),
  requireRole('admin', screens(['/admin/menu-display', '/admin/kiosk-manager'])),
];
