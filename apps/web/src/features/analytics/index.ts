export { trackSearchResult } from './track-search-result.ts';
export { usePageAnalytics } from './use-page-analytics.ts';
