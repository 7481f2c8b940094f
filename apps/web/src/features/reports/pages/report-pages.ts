// The feature's two pages in one chunk: one lazy import in the router's first load instead of two (bundle budget, ADR 037).
export { ReportManagerPage } from './report-manager-page.tsx';
export { UnsubscribePage } from './unsubscribe-page.tsx';
