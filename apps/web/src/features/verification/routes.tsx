import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const VerificationQueuePage = lazyPage(() => import('./pages/verification-queue-page.tsx'), 'VerificationQueuePage');

export const verificationRoutes: RouteObject[] = [
  requireRole('admin', [{ path: '/admin/verifications', element: <VerificationQueuePage /> }]),
];
