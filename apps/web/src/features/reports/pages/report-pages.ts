// The feature's pages in one chunk: one lazy import in the router's first load instead of two (bundle budget, ADR 037).
export { ReportManagerRoute } from './report-manager-route.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
