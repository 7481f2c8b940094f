import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const FavoritesPage = lazyPage(() => import('./pages/favorites-page.tsx'), 'FavoritesPage');

export const favoritesRoutes: RouteObject[] = [requireLogin([{ path: '/favorites', element: <FavoritesPage /> }])];
