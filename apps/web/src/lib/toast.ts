import type { toast as sonnerToast } from 'sonner';

/*
 * The app's toasts: sonner's `toast.success` / `toast.error`, with sonner (9 KB gzip) loaded on the first toast
 * instead of with every page that might show one (ADR 067). The Toaster itself loads after the page
 * (app/root-layout.tsx); a toast made before it is there waits in sonner and shows once it mounts.
 * Import toasts from here, never from 'sonner' (lib/toast.test.ts checks).
 */
type Args = Parameters<typeof sonnerToast.success>;

let loading: Promise<typeof import('sonner')> | undefined;
const sonner = () => {
  loading ??= import('sonner');
  return loading;
};

export const toast = {
  success(...args: Args): void {
    void sonner().then((module) => module.toast.success(...args));
  },
  error(...args: Args): void {
    void sonner().then((module) => module.toast.error(...args));
  },
};
