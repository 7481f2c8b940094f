import { createRouter } from '../../platform/openapi.ts';
import * as h from './reports.handlers.ts';
import * as r from './reports.routes.ts';

export function reportsRouter() {
  return createRouter().openapi(r.placeReportRoute, h.report).openapi(r.placeReportCsvRoute, h.csv);
}
