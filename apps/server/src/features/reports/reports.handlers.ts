import { reportCsv } from '@platform/core';
import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './reports.routes.ts';
import { placeReport } from './reports.service.ts';

export const report: Handler<typeof routes.placeReportRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  return c.json(await placeReport(serviceContext(c), kind, id, c.req.valid('query')), 200);
};

export const csv: Handler<typeof routes.placeReportCsvRoute> = async (c) => {
  const { kind, id } = c.req.valid('param');
  const range = c.req.valid('query');
  const result = await placeReport(serviceContext(c), kind, id, range);
  return c.body(reportCsv(result), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="rapport-${result.place.path.split('/').at(-1)}-${range.from}-${range.to}.csv"`,
  });
};
