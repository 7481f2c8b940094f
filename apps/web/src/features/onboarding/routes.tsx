import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin, requireRole } from '../auth/index.ts';

const OnboardingPage = lazyPage(() => import('./pages/onboarding-page.tsx'), 'OnboardingPage');
const ReviewPage = lazyPage(() => import('./pages/review-page.tsx'), 'ReviewPage');

export const onboardingRoutes: RouteObject[] = [
  { path: '/onboarding', element: <Navigate to="/onboarding/coffeeshop" replace /> },
  requireLogin([
    { path: '/onboarding/coffeeshop', element: <OnboardingPage brand="coffeeshop" /> },
    { path: '/onboarding/horeca', element: <OnboardingPage brand="horeca" /> },
  ]),
  requireRole('admin', [{ path: '/admin/onboarding', element: <ReviewPage /> }]),
];
