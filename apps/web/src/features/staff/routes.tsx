import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const AcceptInvitationPage = lazyPage(() => import('./pages/accept-invitation-page.tsx'), 'AcceptInvitationPage');

/** Open to everyone: a signed-out visitor is asked to sign in or up on the page itself. */
export const staffRoutes: RouteObject[] = [{ path: '/uitnodiging/:token', element: <AcceptInvitationPage /> }];
