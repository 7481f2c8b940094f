import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const StaffPlannerPage = lazyPage(() => import('./pages/staff-planner-page.tsx'), 'StaffPlannerPage');

/** Both addresses of the spec render the one planner (ADR 047). */
export const staffPlannerRoutes: RouteObject[] = [
  requireLogin([
    { path: '/staff-planner', element: <StaffPlannerPage /> },
    { path: '/staffing-planner', element: <StaffPlannerPage /> },
  ]),
];
