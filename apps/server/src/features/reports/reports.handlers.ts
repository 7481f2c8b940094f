import { platformReportCsv, reportCsv } from '@platform/core';
import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './reports.routes.ts';
import { placeReport, platformReport } from './reports.service.ts';
import { setWeeklyMail, unsubscribe, weeklyMailSetting } from './weekly-mail.ts';

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

export const platform: Handler<typeof routes.platformReportRoute> = async (c) =>
  c.json(await platformReport(serviceContext(c), c.req.valid('query')), 200);

export const platformCsv: Handler<typeof routes.platformReportCsvRoute> = async (c) => {
  const range = c.req.valid('query');
  const result = await platformReport(serviceContext(c), range);
  return c.body(platformReportCsv(result), 200, {
    'content-type': 'text/csv; charset=utf-8',
    'content-disposition': `attachment; filename="rapport-platform-${range.from}-${range.to}.csv"`,
  });
};

export const weeklyMail: Handler<typeof routes.weeklyMailRoute> = async (c) =>
  c.json(await weeklyMailSetting(serviceContext(c)), 200);

export const setWeekly: Handler<typeof routes.setWeeklyMailRoute> = async (c) =>
  c.json(await setWeeklyMail(serviceContext(c), c.req.valid('json')), 200);

export const unsubscribeHandler: Handler<typeof routes.unsubscribeRoute> = async (c) =>
  c.json(await unsubscribe(serviceContext(c), c.req.valid('param').token), 200);
