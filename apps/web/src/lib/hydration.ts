import { createContext, type ReactNode, useContext, useEffect, useSyncExternalStore } from 'react';

const subscribeNever = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true afterwards and in a plain client render
 * (ADR 066). What only the browser knows (localStorage, media queries) is read once this is true, so the first
 * client render matches the server's anonymous, Dutch HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}

/** The request's host name during a server render; the browser's own in the client (brand by host, ADR 006). */
export const RequestHostContext = createContext<string | null>(null);

export function useRequestHost(): string {
  return useContext(RequestHostContext) ?? window.location.hostname;
}

/** What only the browser shows (install card, update prompt, toasts): rendered after hydration, never on the server. */
export function ClientOnly({ children }: { children: ReactNode }): ReactNode {
  return useHydrated() ? children : null;
}

/**
 * Rendered after a page's own content (lazyPage adds it to every page; the not-found and error screens carry their
 * own): its effect runs once the page is committed (hydrated, for server HTML), and marks `<html data-app="ready">`.
 * Until then a click or typed value on server HTML does nothing; the Playwright fixtures wait for this mark after
 * every navigation, as a person waits for a loaded page.
 */
export function AppReadyMark(): null {
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return null;
}
