import { describe, expect, it } from 'vitest';
import { IMAGE_CACHE, MINIMUM_AGE, PRODUCTS, QUERY_CACHE, retryDelayMs, STORAGE_KEYS, TOASTS } from './constants.ts';

describe('spec section 9 constants', () => {
  it('caches data 5 minutes fresh and 30 kept, retries 3 times and mutations once', () => {
    expect(QUERY_CACHE).toMatchObject({
      staleTimeMs: 300_000,
      gcTimeMs: 1_800_000,
      queryRetries: 3,
      mutationRetries: 1,
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      refetchOnReconnect: 'always',
    });
  });
  it('backs off exponentially from 1 s, capped at 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 6].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });
  it('shows toasts for 4000 ms, 3 at a time, 356 px wide; the own store keeps 1 for 1000000 ms', () => {
    expect(TOASTS).toEqual({ durationMs: 4000, visibleToasts: 3, widthPx: 356, storeLimit: 1, storeRemoveDelayMs: 1_000_000 });
  });
  it('uses the spec local storage keys', () => {
    expect(STORAGE_KEYS).toEqual({
      preferredBrand: 'preferred_brand',
      theme: 'theme',
      accessibilitySettings: 'accessibility-settings',
      analyticsEvents: 'analytics_events',
    });
  });
  it('has the product list constants', () => {
    expect(PRODUCTS).toEqual({
      defaultPageSize: 25,
      lowStockBelow: 10,
      demoCatalogueItems: 6,
      demoCataloguePageSize: 10,
      dashboardItems: 5,
    });
  });
  it('keeps 100 images for an hour, prefetches 5 at a time (2 with 50 ms pauses), preloads 10 then the rest after 500 ms, 200 px ahead', () => {
    expect(IMAGE_CACHE).toEqual({
      cacheName: 'images',
      entries: 100,
      maxAgeSeconds: 3600,
      prefetchBatch: 5,
      slowPrefetchBatch: 2,
      slowPrefetchPauseMs: 50,
      preloadFirst: 10,
      preloadRestAfterMs: 500,
      lazyMarginPx: 200,
    });
  });
  it('requires 18 years', () => {
    expect(MINIMUM_AGE).toBe(18);
  });
});
