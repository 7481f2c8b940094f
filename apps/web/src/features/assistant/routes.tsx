import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { requireLogin } from '../auth/index.ts';

const AssistantPage = lazyPage(() => import('./pages/assistant-page.tsx'), 'AssistantPage');
const GuestAnswerPage = lazyPage(() => import('./pages/guest-answer-page.tsx'), 'GuestAnswerPage');
const ConversationsPage = lazyPage(() => import('./pages/conversations-page.tsx'), 'ConversationsPage');

/** The full-page chat (spec §2: /ai-assistant and /ai-assistent); public, like the side panel. Owners' pages: ADR 044. */
export const assistantRoutes: RouteObject[] = [
  ...['/ai-assistant', '/ai-assistent'].map((path) => ({ path, element: <AssistantPage /> })),
  requireLogin([
    { path: '/gesprekken-assistent', element: <GuestAnswerPage /> },
    { path: '/gesprekken-management', element: <ConversationsPage /> },
  ]),
];
