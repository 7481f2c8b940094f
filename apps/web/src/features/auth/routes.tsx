import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const AuthPage = lazyPage(() => import('./pages/auth-page.tsx'), 'AuthPage');

export const authRoutes: RouteObject[] = [{ path: '/auth', element: <AuthPage /> }];
