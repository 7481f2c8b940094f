export { menuImportKeys } from './api/keys.ts';
