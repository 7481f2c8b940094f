/**
 * The service worker's state for React, kept outside it: the worker registers once from main.tsx, before and
 * whatever pages render. `useSyncExternalStore` reads it.
 */
type Listener = () => void;

interface PwaState {
  /** A new version is installed and waiting; `update` activates it and reloads. */
  needRefresh: boolean;
  update: (() => Promise<void>) | null;
}

let state: PwaState = { needRefresh: false, update: null };
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
