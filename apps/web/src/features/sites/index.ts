/** The website generator's public face for the app (its routes load through `routes.tsx`). */
export { sitesKeys } from './api/keys.ts';
