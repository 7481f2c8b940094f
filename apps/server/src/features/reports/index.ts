import { createRouter } from '../../platform/openapi.ts';
import * as h from './reports.handlers.ts';
import * as r from './reports.routes.ts';

export function reportsRouter() {
  return createRouter()
    .openapi(r.platformReportRoute, h.platform)
    .openapi(r.platformReportCsvRoute, h.platformCsv)
    .openapi(r.weeklyMailRoute, h.weeklyMail)
    .openapi(r.setWeeklyMailRoute, h.setWeekly)
    .openapi(r.unsubscribeRoute, h.unsubscribeHandler)
    .openapi(r.placeReportRoute, h.report)
    .openapi(r.placeReportCsvRoute, h.csv);
}

export { defineWeeklyReportMail, sendWeeklySummaries, WEEKLY_REPORT_JOB } from './weekly-mail.ts';
