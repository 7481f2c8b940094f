import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const SearchPage = lazyPage(() => import('./pages/search-page.tsx'), 'SearchPage');

/** Search shows coffeeshops and strains: the router puts it behind the 18+ gate. */
export const searchAgeGatedRoutes: RouteObject[] = ['/search', '/zoeken'].map((path) => ({ path, element: <SearchPage /> }));
