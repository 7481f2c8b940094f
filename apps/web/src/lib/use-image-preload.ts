import { imagePreloadPlan } from '@platform/core';
import { useEffect } from 'react';

/** Data saver or a 2G connection: the spec's slow batches (Network Information API, Chromium only; others count as fast). */
function isSlowConnection(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection;
  return Boolean(connection?.saveData) || connection?.effectiveType === '2g' || connection?.effectiveType === 'slow-2g';
}

function load(url: string): Promise<void> {
  return new Promise((resolve) => {
    const image = new Image();
    image.decoding = 'async';
    // A failed image must not stop the rest of the plan.
    image.onload = image.onerror = () => resolve();
    image.src = url;
  });
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Warms the browser's (and the service worker's) image cache with a page's images in the order the visitor will meet
 * them, following core's `imagePreloadPlan`. Stops when the page goes away. `urls` should be stable (memoised or a
 * joined key) so a re-render does not start over.
 */
export function useImagePreload(urls: readonly string[]): void {
  const key = urls.join('\n');
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    const run = async () => {
      for (const step of imagePreloadPlan(key.split('\n'), isSlowConnection())) {
        if (step.pauseMs > 0) await wait(step.pauseMs);
        if (cancelled) return;
        await Promise.all(step.urls.map(load));
      }
    };
    void run();
    return () => {
      cancelled = true;
    };
  }, [key]);
}
