/** Business constants from spec section 9, shared by server and client. */

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** TanStack Query defaults: fresh 5 min, kept 30 min, 3 retries with exponential back-off 1 s → 30 s. */
export const QUERY_CACHE = {
  staleTimeMs: 5 * MINUTE,
  gcTimeMs: 30 * MINUTE,
  queryRetries: 3,
  mutationRetries: 1,
  retryBaseDelayMs: 1 * SECOND,
  retryMaxDelayMs: 30 * SECOND,
  refetchOnWindowFocus: false,
  refetchOnMount: false,
  refetchOnReconnect: 'always',
} as const;

/** Delay before retry number `attempt` (0-based): 1 s, 2 s, 4 s … capped at 30 s. */
export function retryDelayMs(attempt: number): number {
  return Math.min(QUERY_CACHE.retryBaseDelayMs * 2 ** attempt, QUERY_CACHE.retryMaxDelayMs);
}

/** Toasts (sonner): 4000 ms, 3 visible, 356 px wide. */
export const TOASTS = {
  durationMs: 4000,
  visibleToasts: 3,
  widthPx: 356,
  /** The app's own toast store: keeps 1 toast, removed after 1 000 000 ms. */
  storeLimit: 1,
  storeRemoveDelayMs: 1_000_000,
} as const;

/** Local storage keys (spec section 9). */
export const STORAGE_KEYS = {
  preferredBrand: 'preferred_brand',
  theme: 'theme',
  accessibilitySettings: 'accessibility-settings',
  analyticsEvents: 'analytics_events',
} as const;

/** Products (spec section 9). */
export const PRODUCTS = {
  defaultPageSize: 25,
  lowStockBelow: 10,
  demoCatalogueItems: 6,
  demoCataloguePageSize: 10,
  dashboardItems: 5,
} as const;

/** Minimum age to hold an account on this platform. */
export const MINIMUM_AGE = 18;

/**
 * The image cache and loading constants (spec section 9): the service worker keeps at most `entries` images for
 * `maxAgeSeconds`; pages prefetch in batches, preload the first few at once and the rest after a pause, and start
 * lazy images `lazyMarginPx` before they scroll into view. Presets are the server's WebP sizes.
 */
export const IMAGE_CACHE = {
  cacheName: 'images',
  entries: 100,
  maxAgeSeconds: 60 * 60,
  prefetchBatch: 5,
  slowPrefetchBatch: 2,
  slowPrefetchPauseMs: 50,
  preloadFirst: 10,
  preloadRestAfterMs: 500,
  lazyMarginPx: 200,
} as const;

/** The PWA's storage (its texts, from spec section 2, are in the web app's locale files under `pwa`). */
export const PWA = {
  /** Set once the app is installed or the card dismissed: the card stays away. */
  installDismissedKey: 'pwa_install_dismissed',
} as const;
