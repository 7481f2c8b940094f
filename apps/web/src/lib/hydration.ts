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

/**
 * What only the browser shows (install card, update prompt, toasts): never on the server, and in the browser only
 * once the page is ready, a task later (issue 21: mounted during hydration they loaded their code and rendered in
 * the page's longest task).
 */
export function AfterPageReady({ children }: { children: ReactNode }): ReactNode {
  const ready = useSyncExternalStore(subscribeReady, isAppReady, () => false);
  return ready ? children : null;
}

/**
 * Rendered after a page's own content (lazyPage adds it to every page; the not-found and error screens carry their
 * own): its effect runs once the page is committed (hydrated, for server HTML), and marks `<html data-app="ready">`.
 * Until then a click or typed value on server HTML does nothing; the Playwright fixtures wait for this mark after
 * every navigation, as a person waits for a loaded page.
 */
export function AppReadyMark(): null {
  useEffect(() => {
    pageCommitted = true;
    markReadyWhenSettled();
  }, []);
  return null;
}

/** Whether the browser is hydrating the server's HTML: from main.tsx's hydrate call until the app is ready. */
let hydratingServerHtml = false;
/** The page has committed its first render (its AppReadyMark ran). */
let pageCommitted = false;
/** Slices of the server's HTML still waiting for their own task (HydrateInSlices). */
let pendingSlices = 0;

/** Called by main.tsx right before it hydrates the server's HTML. */
export function startHydration() {
  hydratingServerHtml = true;
}

/** True while the first page hydrates from server HTML: HydrateInSlices defers its parts then, and only then. */
export function isHydratingServerHtml(): boolean {
  return hydratingServerHtml;
}

/**
 * True while the browser hydrates the server's HTML, false from a task after the page is ready (and always in a plain
 * client render). A page whose chunk is still loading keeps its server HTML, and Preact hydrates it when the chunk
 * arrives without correcting attributes (ADR 082): what it renders then must still be what the server rendered. State
 * that settles in the browser meanwhile (the account) is therefore held at the server's value until this is false.
 */
export function useHydratingServerHtml(): boolean {
  return useSyncExternalStore(subscribeReady, isHydratingServerHtml, () => true);
}

/** A slice waits for its own task; the app is not ready until it has hydrated (sliceHydrated). */
export function sliceDeferred() {
  pendingSlices += 1;
}

export function sliceHydrated() {
  pendingSlices -= 1;
  markReadyWhenSettled();
}

/** How long a hold outlives what it waited for when its part never commits (its parent stopped rendering it). */
const ORPHANED_HOLD_MS = 1000;

/**
 * A hold on the ready mark for a part that suspends while the server's HTML hydrates (its chunk or its texts are not
 * in yet). Under Preact, hydration goes on past a suspended part, keeping its server HTML, and its siblings commit:
 * the page's own AppReadyMark would run while that part is still dead to clicks (a form would post natively). The
 * part takes the hold as it suspends (`take`, during render) and releases it once it has committed (`release`, in
 * an effect); a failed load releases it at once (the error screen marks the app ready itself).
 */
export function createReadyHold() {
  let holding = false;
  const release = () => {
    if (!holding) return;
    holding = false;
    sliceHydrated();
  };
  const take = (pending: Promise<unknown>) => {
    if (holding || !isHydratingServerHtml()) return;
    holding = true;
    sliceDeferred();
    pending.then(() => setTimeout(release, ORPHANED_HOLD_MS), release);
  };
  return { take, release };
}

/** The page is ready: AfterPageReady's listeners, told in a task of their own. */
let appReady = false;
const readyListeners = new Set<() => void>();

const isAppReady = () => appReady;

function subscribeReady(listener: () => void) {
  readyListeners.add(listener);
  return () => readyListeners.delete(listener);
}

function markReadyWhenSettled() {
  if (!pageCommitted || pendingSlices > 0 || appReady) return;
  hydratingServerHtml = false;
  document.documentElement.dataset.app = 'ready';
  setTimeout(() => {
    appReady = true;
    for (const listener of readyListeners) listener();
  }, 0);
}
