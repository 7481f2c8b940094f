import { IMAGE_CACHE } from './constants.ts';

/** One step of a preload: wait `pauseMs` after the previous step finished, then fetch `urls` together. */
export interface PreloadStep {
  pauseMs: number;
  urls: string[];
}

/**
 * The spec's progressive preload (section 9) as a plan a page runs: the first `preloadFirst` images at once, the rest
 * after `preloadRestAfterMs`, in batches of `prefetchBatch`; on a slow connection in batches of `slowPrefetchBatch`
 * with `slowPrefetchPauseMs` between them, so a phone on 2G is never flooded. Duplicates and empty URLs are dropped.
 */
export function imagePreloadPlan(urls: readonly string[], slowConnection = false): PreloadStep[] {
  const unique = [...new Set(urls.filter((url) => url.length > 0))];
  if (unique.length === 0) return [];
  const steps: PreloadStep[] = [{ pauseMs: 0, urls: unique.slice(0, IMAGE_CACHE.preloadFirst) }];
  const batch = slowConnection ? IMAGE_CACHE.slowPrefetchBatch : IMAGE_CACHE.prefetchBatch;
  const pause = slowConnection ? IMAGE_CACHE.slowPrefetchPauseMs : 0;
  for (let start = IMAGE_CACHE.preloadFirst; start < unique.length; start += batch) {
    const first = start === IMAGE_CACHE.preloadFirst;
    steps.push({ pauseMs: first ? IMAGE_CACHE.preloadRestAfterMs : pause, urls: unique.slice(start, start + batch) });
  }
  return steps;
}
