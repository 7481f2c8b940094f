import { type ComponentType, lazy } from 'react';

/**
 * A page loaded as its own chunk the first time its route matches; the root
 * layout's Suspense shows the spinner meanwhile. `load` must be a literal
 * `() => import('…')` so the bundler splits there.
 */
// biome-ignore lint/suspicious/noExplicitAny: the bound React's own lazy() puts on a component; the props stay the page's.
export function lazyPage<M extends Record<K, ComponentType<any>>, K extends keyof M>(load: () => Promise<M>, name: K) {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}
