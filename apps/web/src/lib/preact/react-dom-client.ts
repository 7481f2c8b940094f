import { type ComponentChild, render } from 'preact';

/**
 * `react-dom/client` in the browser's build (ADR 081). `hydrateRoot` renders over the server's HTML instead of
 * Preact's `hydrate`: Preact reuses the DOM nodes either way, but only a render compares their attributes with the
 * client's and repairs them. React's server writes its own `useId` values (`_R_1ih_`), Preact's differ (`P0-0`);
 * hydrated, a radio group would keep the server's name while options Preact adds later get the other. Rendered over,
 * every attribute is the client's from the first frame, as after React's own recovery from a mismatch.
 */
export { createRoot } from 'preact/compat/client';

export function hydrateRoot(container: Element, children: ComponentChild) {
  render(children, container);
  return {
    render: (next: ComponentChild) => render(next, container),
    unmount: () => render(null, container),
  };
}
