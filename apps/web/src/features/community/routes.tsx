import { Navigate, type RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin, requireRole } from '../auth/index.ts';

const CommunityMakerPage = lazyPage(() => import('./pages/community-maker-page.tsx'), 'CommunityMakerPage');
const CommunityModerationPage = lazyPage(() => import('./pages/community-moderation-page.tsx'), 'CommunityModerationPage');

export const communityRoutes: RouteObject[] = [
  { path: '/community-makers', element: <Navigate to="/community-maker" replace /> },
  requireLogin([{ path: '/community-maker', element: <CommunityMakerPage /> }]),
  requireRole('admin', [{ path: '/admin/community', element: <CommunityModerationPage /> }]),
];
