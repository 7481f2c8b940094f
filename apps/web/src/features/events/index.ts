export { eventKeys } from './api/events.ts';
export { EventList } from './components/event-list.tsx';
export { EventForm, OrganiserEvents } from './components/organiser-events.tsx';
export { eventsRoutes } from './routes.tsx';
