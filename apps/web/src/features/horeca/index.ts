export { AssistantCards } from './components/assistant-cards.tsx';
