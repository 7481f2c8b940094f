import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireRole } from '../auth/index.ts';

const AiControlPage = lazyPage(() => import('./pages/ai-control-page.tsx'), 'AiControlPage');
const AssistantsAdminPage = lazyPage(() => import('./pages/assistants-admin-page.tsx'), 'AssistantsAdminPage');

/** The assistants' admin pages (ADR 043): AI control and the assistants' instructions, questions and tools. */
export const aiAdminRoutes: RouteObject[] = [
  requireRole('admin', [
    { path: '/admin/ai-control', element: <AiControlPage /> },
    { path: '/admin/assistants', element: <AssistantsAdminPage /> },
  ]),
];
