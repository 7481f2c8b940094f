export { useManagedShops } from './api/menu-api.ts';
export { ManagedShopPicker } from './components/managed-shop-picker.tsx';
