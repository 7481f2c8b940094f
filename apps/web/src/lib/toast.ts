import { useEffect } from 'react';
import type { toast as sonnerToast } from 'sonner';

/*
 * The app's toasts: sonner's `toast.success` / `toast.error`, with sonner (9 KB gzip) loaded on the first toast
 * instead of with every page that might show one (ADR 067). The Toaster itself loads after the page
 * (app/root-layout.tsx). sonner hands a Toaster only the toasts made after it subscribed, so a toast waits here
 * until a Toaster has mounted (`ToasterReadyMark` beside it) and is then shown, not lost.
 * Import toasts from here, never from 'sonner' (lib/toast.test.ts checks).
 */
type Args = Parameters<typeof sonnerToast.success>;

let loading: Promise<typeof import('sonner')> | undefined;
let toasterMounted: () => void = () => {};
const toasterReady = new Promise<void>((resolve) => {
  toasterMounted = resolve;
});
const sonner = async () => {
  loading ??= import('sonner');
  const [module] = await Promise.all([loading, toasterReady]);
  return module;
};

/** Shows the toasts made so far and every later one at once: a Toaster is listening now. */
export function releaseToasts(): void {
  toasterMounted();
}

/** Rendered right after a `<Toaster>`: its effect runs once the Toaster has subscribed, and releases the toasts. */
export function ToasterReadyMark(): null {
  useEffect(releaseToasts, []);
  return null;
}

export const toast = {
  success(...args: Args): void {
    void sonner().then((module) => module.toast.success(...args));
  },
  error(...args: Args): void {
    void sonner().then((module) => module.toast.error(...args));
  },
};
