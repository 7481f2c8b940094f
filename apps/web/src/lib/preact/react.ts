/**
 * `react` and `react-dom` in the browser's build (ADR 082): Preact's compatibility layer, ≈ 57 KB of gzip lighter on
 * every first load than react-dom. The server keeps rendering with React (entry-server.tsx); the browser hydrates
 * that HTML with Preact. vite.config.ts points the imports here; nothing imports this file by name.
 */
// @ts-expect-error compat's types are written as `export =` (for CommonJS); the module itself is ESM with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React Router imports `useOptimistic` for its `useTransitions` option, which the app does not pass: the setter is
 * then never called, so the value as given is all it needs.
 */
export function useOptimistic<T>(value: T): [T, (next: T) => void] {
  return [value, () => undefined];
}

/** React's per-request memo for server components; in the browser every call is its own, as React's own is there. */
export function cache<T extends (...args: never[]) => unknown>(fn: T): T {
  return fn;
}
