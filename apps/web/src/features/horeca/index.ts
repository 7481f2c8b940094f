export { useManagedVenues } from './api/get-managed-venues.ts';
export { AssistantCards } from './components/assistant-cards.tsx';
export { VenueKindFields } from './components/venue-kind-fields.tsx';
