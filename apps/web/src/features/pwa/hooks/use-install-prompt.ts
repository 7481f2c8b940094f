import { PWA } from '@platform/core';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { storage } from '../../../lib/storage.ts';
import { pwaState } from '../pwa-state.ts';

/** iOS Safari offers no prompt: installing is "Zet op beginscherm" in its share menu. */
function isIosBrowser() {
  const ios = /iphone|ipad|ipod/i.test(navigator.userAgent);
  const standalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return ios && !standalone;
}

const installed = () => window.matchMedia?.('(display-mode: standalone)').matches === true;

/**
 * What the install card offers: the browser's own prompt when it fires `beforeinstallprompt`, instructions on iOS,
 * nothing once the app is installed, running installed, or the card was dismissed.
 */
export function useInstallPrompt() {
  const { installPrompt: event, installed: justInstalled } = useSyncExternalStore(pwaState.subscribe, pwaState.get, pwaState.get);
  const [hidden, setHidden] = useState(() => installed() || storage.get(PWA.installDismissedKey) === '1');

  const dismiss = useCallback(() => {
    storage.set(PWA.installDismissedKey, '1');
    setHidden(true);
  }, []);

  useEffect(() => {
    if (justInstalled) dismiss();
  }, [justInstalled, dismiss]);

  const install = useCallback(async () => {
    if (!event) return;
    await event.prompt();
    const choice = await event.userChoice;
    pwaState.set({ installPrompt: null });
    if (choice.outcome === 'accepted') dismiss();
  }, [event, dismiss]);

  const mode = hidden ? null : event ? 'prompt' : isIosBrowser() ? 'ios' : null;
  return { mode, install, dismiss } as const;
}
