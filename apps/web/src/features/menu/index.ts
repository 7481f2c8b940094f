export { useManagedShops } from './api/get-managed-shops.ts';
export { ManagedShopPicker } from './components/managed-shop-picker.tsx';
