export { VerificationPanel } from './components/verification-panel.tsx';
