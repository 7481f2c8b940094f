/**
 * The service worker's state for React, kept outside it: the worker registers once from main.tsx, before and
 * whatever pages render. `useSyncExternalStore` reads it.
 */
type Listener = () => void;

/** Chromium's install prompt event (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

interface PwaState {
  /** A new version is installed and waiting; `update` activates it and reloads. */
  needRefresh: boolean;
  update: (() => Promise<void>) | null;
  /** The browser's install offer, kept from the moment it fires (the install card loads later). */
  installPrompt: BeforeInstallPromptEvent | null;
  /** The app was installed in this visit. */
  installed: boolean;
}

let state: PwaState = { needRefresh: false, update: null, installPrompt: null, installed: false };
const listeners = new Set<Listener>();

export const pwaState = {
  get: (): PwaState => state,
  subscribe(listener: Listener) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  set(next: Partial<PwaState>) {
    state = { ...state, ...next };
    for (const listener of listeners) listener();
  },
};

/**
 * The history entry the visitor landed on, as React Router keys it (its browser history reads the entry's `key` from
 * `history.state`, "default" for a fresh entry). Read at start: the install card loads after the page is ready, maybe
 * after the visitor has already moved on, and must still know which page was the landing one (ADR 072).
 */
let landingKey = 'default';
export const isLandingEntry = (locationKey: string) => locationKey === landingKey;

/**
 * Listens for the browser's install offer from the start: it can fire before the install card has loaded, and it
 * fires once. Called from main.tsx before the first render.
 */
export function captureInstallPrompt() {
  landingKey = (window.history.state as { key?: string } | null)?.key ?? 'default';
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaState.set({ installPrompt: event as BeforeInstallPromptEvent });
  });
  window.addEventListener('appinstalled', () => pwaState.set({ installPrompt: null, installed: true }));
}
