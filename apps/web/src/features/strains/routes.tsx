import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const StrainDiscoveryPage = lazyPage(() => import('./pages/strain-discovery-page.tsx'), 'StrainDiscoveryPage');

/** Cannabis-brand public page: the router puts it behind the 18+ gate. */
export const strainsAgeGatedRoutes: RouteObject[] = [{ path: '/strain-discovery', element: <StrainDiscoveryPage /> }];
