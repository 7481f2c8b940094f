export { AiPrivacySection } from './components/ai-privacy-section.tsx';
