export { staffKeys } from './api/keys.ts';
export { StaffPanel } from './components/staff-panel.tsx';
