export { useManagedVenues } from './api/get-managed-venues.ts';
export { AssistantCards } from './components/assistant-cards.tsx';
