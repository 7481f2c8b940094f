import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const AssistantPage = lazyPage(() => import('./pages/assistant-page.tsx'), 'AssistantPage');

/** The full-page chat (spec §2: /ai-assistant and /ai-assistent); public, like the side panel. */
export const assistantRoutes: RouteObject[] = ['/ai-assistant', '/ai-assistent'].map((path) => ({
  path,
  element: <AssistantPage />,
}));
