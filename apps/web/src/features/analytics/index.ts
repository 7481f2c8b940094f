export { trackSearchResult } from './track.ts';
export { usePageAnalytics } from './use-page-analytics.ts';
