import { type ComponentChild, hydrate, render } from 'preact';

/**
 * `react-dom/client` in the browser's build (ADR 082). `hydrateRoot` is Preact's `hydrate`: it takes over the server's
 * nodes as they are, and a part whose code is still loading (a lazy page or form) keeps its server HTML until the code
 * is in, as React's hydration did. Preact neither reports nor repairs a mismatched attribute, so the server's markup
 * must equal the browser's first render: `e2e/server-render/hydrated-equals-client-render.spec.ts` compares them, and
 * nothing the two renderers make differently may reach an attribute other than an id pair (`useId`: React's server
 * writes `_R_1ih_`, Preact `P0-0`; a pair made in one render stays consistent).
 */
export { createRoot } from 'preact/compat/client';

export function hydrateRoot(container: Element, children: ComponentChild) {
  hydrate(children, container);
  return {
    render: (next: ComponentChild) => render(next, container),
    unmount: () => render(null, container),
  };
}
