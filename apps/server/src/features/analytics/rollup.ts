import { DEFAULT_ANALYTICS_EVENT_DAYS, dutchDate } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { Jobs } from '../../platform/jobs.ts';
import { retentionPeriod } from '../../platform/settings.ts';
import * as q from './analytics.queries.ts';
import { flushAnalyticsEvents } from './event-writer.ts';

export const ANALYTICS_ROLLUP_JOB = 'analytics-rollup';
/** Single events are kept this many days unless a superadmin set another period (ADR 077); their daily counts stay. */
export const ANALYTICS_RAW_DAYS = DEFAULT_ANALYTICS_EVENT_DAYS;

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Counts every finished day into the daily table, forgets the salts of finished days (so a visitor hash can no
 * longer be recomputed or linked to the next day) and drops single events past their retention.
 */
export async function rollUpAnalytics(deps: Pick<ServiceContext, 'db' | 'logger'>, now = new Date()) {
  const today = dutchDate(now);
  await flushAnalyticsEvents(deps.db);
  await q.rollUpBefore(deps.db, today);
  await q.deleteSaltsBefore(deps.db, today);
  const days = await retentionPeriod(deps.db, 'analyticsEventsDays', ANALYTICS_RAW_DAYS);
  await q.deleteEventsBefore(deps.db, dutchDate(new Date(now.getTime() - days * DAY_MS)));
}

/** Hourly, once across processes: the first run after midnight closes the day. */
export function defineAnalyticsRollup(jobs: Jobs, deps: Pick<ServiceContext, 'db' | 'logger'>) {
  jobs.define({
    name: ANALYTICS_ROLLUP_JOB,
    policy: 'stately',
    cron: '11 * * * *',
    retryLimit: 2,
    handler: () => rollUpAnalytics(deps),
  });
}
