import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const VacanciesPage = lazyPage(() => import('./pages/vacancies-page.tsx'), 'VacanciesPage');
const VacancyPage = lazyPage(() => import('./pages/vacancy-page.tsx'), 'VacancyPage');

/** Public: anyone finds and applies (ADR 040). */
export const vacanciesRoutes: RouteObject[] = [
  { path: '/vacatures', element: <VacanciesPage /> },
  { path: '/vacatures/:type/:slug', element: <VacancyPage /> },
  { path: '/partners/:partnerSlug/vacancies/:vacancySlug', element: <VacancyPage /> },
];
