import { lazy } from 'react';

export { OfflineBanner } from './components/offline-banner.tsx';
export { useOnline } from './hooks/use-online.ts';
export { captureInstallPrompt } from './pwa-state.ts';
export { registerServiceWorker } from './register.ts';

/** The install card, the update prompt and the brand's manifest, loaded after the page (never on its first load). */
export const PwaHost = lazy(() => import('./components/pwa-host.tsx').then((module) => ({ default: module.PwaHost })));
