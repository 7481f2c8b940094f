import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const AiContentPage = lazyPage(() => import('./pages/ai-content-page.tsx'), 'AiContentPage');

/** /admin/ai-content (ADR 056): admins and editors; the page itself tells others how to get editor rights. */
export const aiContentRoutes: RouteObject[] = [requireLogin([{ path: '/admin/ai-content', element: <AiContentPage /> }])];
