import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';

const EventPage = lazyPage(() => import('./pages/event-page.tsx'), 'EventPage');

/** Events (issue 19, ADR 049): the public page with sign-up and .ics. */
export const eventsRoutes: RouteObject[] = [{ path: '/event/:eventId', element: <EventPage /> }];
