import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const EventPage = lazyPage(() => import('./pages/event-page.tsx'), 'EventPage');
const CancelSignupPage = lazyPage(() => import('./pages/cancel-page.tsx'), 'CancelSignupPage');

/** Events (issue 19, ADR 049): the public page with sign-up and .ics; the sign-up's cancel link (ADR 056). */
export const eventsRoutes: RouteObject[] = [
  { path: '/event/:eventId', element: <EventPage /> },
  { path: '/event/:eventId/afmelden', element: <CancelSignupPage /> },
];
