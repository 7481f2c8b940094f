export { assistantKeys } from './api/keys.ts';
export { AskAssistantButton } from './components/ask-assistant-button.tsx';
export { AssistantButton } from './components/assistant-button.tsx';
export { AssistantPanelHost } from './components/assistant-panel-host.tsx';
export { AssistantPlace } from './components/assistant-place.tsx';
export { openAssistant } from './state/assistant-store.ts';
