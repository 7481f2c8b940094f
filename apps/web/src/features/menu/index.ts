export { ManagedShopPicker } from './components/managed-shop-picker.tsx';
