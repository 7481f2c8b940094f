export { usePageAnalytics } from './use-page-analytics.ts';
