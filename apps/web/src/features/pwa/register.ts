import { pwaState } from './pwa-state.ts';

/**
 * Registers /sw.js (ADR 053) in a production build, through workbox-window. A new version waits until the user
 * chooses "Vernieuwen" in the update prompt, so no open tab runs old code against new chunks. Loaded after the
 * first render.
 */
export async function registerServiceWorker(): Promise<void> {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const { Workbox } = await import('workbox-window');
  const worker = new Workbox('/sw.js', { scope: '/' });
  worker.addEventListener('waiting', () => {
    pwaState.set({
      needRefresh: true,
      update: async () => {
        // Reload once the waiting worker has taken over, so the page runs the new version's chunks.
        worker.addEventListener('controlling', () => window.location.reload());
        worker.messageSkipWaiting();
      },
    });
  });
  await worker.register();
}
