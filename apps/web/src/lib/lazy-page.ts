import { type ComponentType, createElement, Fragment, lazy, useEffect } from 'react';
import { AppReadyMark, createReadyHold } from './hydration.ts';

/**
 * A page loaded as its own chunk the first time its route matches; the root
 * layout's Suspense shows the spinner meanwhile. `load` must be a literal
 * `() => import('…')` so the bundler splits there.
 *
 * The page renders with an AppReadyMark after it: `<html data-app="ready">` waits for the page itself. A mark
 * beside the lazy page is not enough under Preact (ADR 082): hydration goes on past a page whose chunk is still
 * loading, so the mark's effect ran while the server's HTML was still dead to clicks. For the same reason a lazy part
 * inside a page (the contact page's form) holds the mark while its chunk loads during hydration (createReadyHold).
 */
// biome-ignore lint/suspicious/noExplicitAny: the bound React's own lazy() puts on a component; the props stay the page's.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  let loading: Promise<M> | undefined;
  let loaded = false;
  const start = () => {
    loading ??= load().then((module) => {
      loaded = true;
      return module;
    });
    return loading;
  };
  const hold = createReadyHold();
  const ReleaseHold = () => {
    useEffect(hold.release, []);
    return null;
  };
  const Lazy = lazy(() =>
    start().then((module) => {
      const Page = module[name];
      // biome-ignore lint/suspicious/noExplicitAny: as above, the page's own props pass through unchanged.
      const PageThenMark = (props: any) =>
        createElement(Fragment, null, createElement(Page, props), createElement(AppReadyMark), createElement(ReleaseHold));
      PageThenMark.displayName = String(name);
      return { default: PageThenMark };
    }),
  );
  // biome-ignore lint/suspicious/noExplicitAny: as above.
  const LazyHeldWhileHydrating = (props: any) => {
    if (!loaded) hold.take(start());
    return createElement(Lazy, props);
  };
  LazyHeldWhileHydrating.displayName = `Lazy(${String(name)})`;
  return LazyHeldWhileHydrating as unknown as M[K];
}
