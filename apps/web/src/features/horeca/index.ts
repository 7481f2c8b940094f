export { useManagedVenues } from './api/horeca-api.ts';
export { AssistantCards } from './components/assistant-cards.tsx';
