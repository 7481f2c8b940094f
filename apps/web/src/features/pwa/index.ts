export { OfflineBanner } from './components/offline-banner.tsx';
export { PwaHost } from './components/pwa-host.tsx';
export { useOnline } from './hooks/use-online.ts';
export { registerServiceWorker } from './register.ts';
