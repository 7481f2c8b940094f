export { placeKeys } from './api/keys.ts';
export type { PlaceKind } from './api/place-kind.ts';
export { PlaceAdminList } from './components/place-admin-list.tsx';
export { usePlacesTexts } from './texts.ts';
