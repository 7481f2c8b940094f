import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const SocialManagerPage = lazyPage(() => import('./pages/social-manager-page.tsx'), 'SocialManagerPage');

export const socialRoutes: RouteObject[] = [requireLogin([{ path: '/social-manager', element: <SocialManagerPage /> }])];
