export { flushAnalytics, track } from './track.ts';
export { usePageAnalytics } from './use-page-analytics.ts';
