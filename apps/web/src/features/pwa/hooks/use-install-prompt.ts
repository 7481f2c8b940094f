import { PWA } from '@platform/core';
import { useCallback, useEffect, useState } from 'react';
import { storage } from '../../../lib/storage.ts';

/** Chromium's install prompt event (not in the DOM typings). */
interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

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
  const [event, setEvent] = useState<BeforeInstallPromptEvent | null>(null);
  const [hidden, setHidden] = useState(() => installed() || storage.get(PWA.installDismissedKey) === '1');

  useEffect(() => {
    const offer = (e: Event) => {
      e.preventDefault();
      setEvent(e as BeforeInstallPromptEvent);
    };
    const done = () => {
      storage.set(PWA.installDismissedKey, '1');
      setHidden(true);
    };
    window.addEventListener('beforeinstallprompt', offer);
    window.addEventListener('appinstalled', done);
    return () => {
      window.removeEventListener('beforeinstallprompt', offer);
      window.removeEventListener('appinstalled', done);
    };
  }, []);

  const dismiss = useCallback(() => {
    storage.set(PWA.installDismissedKey, '1');
    setHidden(true);
  }, []);

  const install = useCallback(async () => {
    if (!event) return;
    await event.prompt();
    const choice = await event.userChoice;
    setEvent(null);
    if (choice.outcome === 'accepted') dismiss();
  }, [event, dismiss]);

  const mode = hidden ? null : event ? 'prompt' : isIosBrowser() ? 'ios' : null;
  return { mode, install, dismiss } as const;
}
