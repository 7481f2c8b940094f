export { partnerKeys } from './api/keys.ts';
