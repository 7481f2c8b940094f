export { menuImportKeys } from './api/keys.ts';
export { MenuImportLink } from './components/import-link.tsx';
