import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const CoffeeshopsPage = lazyPage(() => import('./pages/coffeeshops-page.tsx'), 'CoffeeshopsPage');
const CityPage = lazyPage(() => import('./pages/city-page.tsx'), 'CityPage');
const ShopPage = lazyPage(() => import('./pages/shop-page.tsx'), 'ShopPage');
const NewsPage = lazyPage(() => import('./pages/news-page.tsx'), 'NewsPage');
const WizardPage = lazyPage(() => import('./pages/wizard-page.tsx'), 'WizardPage');

/** Cannabis-brand public pages: the router puts them behind the 18+ gate. */
export const coffeeshopsAgeGatedRoutes: RouteObject[] = [
  { path: '/coffeeshops', element: <CoffeeshopsPage /> },
  { path: '/coffeeshops/:plaats', element: <CityPage /> },
  { path: '/coffeeshops/:plaats/:slug', element: <ShopPage /> },
  { path: '/coffeeshops/:plaats/:coffeeshopSlug/nieuws/:newsSlug', element: <NewsPage /> },
  { path: '/search-wizard', element: <WizardPage /> },
  { path: '/coffeeshop-wizard', element: <WizardPage /> },
];
