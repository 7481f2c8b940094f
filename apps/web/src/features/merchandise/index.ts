export { merchandiseKeys } from './api/keys.ts';
export { PartnerItems } from './components/partner-items.tsx';
export { PartnerMerchandise } from './components/partner-merchandise.tsx';
