import { z } from 'zod';
import { addDays, dutchDate, dutchTime, weekdayOf } from './horeca/time.ts';
import { WEEKDAYS } from './opening-hours.ts';
import { CSV_HEADERS, csvLines, REPORT_METRICS, type ReportMetric, type ReportQuery } from './reports.ts';

/*
 * The platform-wide report for admins (issue 20 item 10, ADR 061): the figures of every place summed, plus the
 * sign-ups and the places online; and the weekly summary e-mail an owner may opt into.
 */

export const PLATFORM_METRICS = [...REPORT_METRICS, 'signUps', 'activePlaces'] as const;
export type PlatformMetric = (typeof PLATFORM_METRICS)[number];

export type PlatformDay = Record<PlatformMetric, number> & { day: string };

const PlatformDaySchema = z
  .object({ day: z.string() })
  .extend(
    Object.fromEntries(PLATFORM_METRICS.map((metric) => [metric, z.number().int()])) as Record<PlatformMetric, z.ZodNumber>,
  );

export const PlatformReportSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  previous: z.object({ from: z.string(), to: z.string() }),
  totals: z.record(z.enum(PLATFORM_METRICS), z.number().int()),
  previousTotals: z.record(z.enum(PLATFORM_METRICS), z.number().int()),
  days: z.array(PlatformDaySchema),
});
export type PlatformReport = z.infer<typeof PlatformReportSchema>;

export const PLATFORM_CSV_HEADERS: Record<PlatformMetric | 'day', string> = {
  ...CSV_HEADERS,
  signUps: 'aanmeldingen',
  activePlaces: 'zaken online',
};

/**
 * Totals of the platform: every figure summed over the days, except the places online, which is a count on each
 * day and so totals as the count on the last day of the range.
 */
export function platformTotals(days: PlatformDay[]): Record<PlatformMetric, number> {
  const totals = Object.fromEntries(PLATFORM_METRICS.map((metric) => [metric, 0])) as Record<PlatformMetric, number>;
  for (const day of days) for (const metric of PLATFORM_METRICS) if (metric !== 'activePlaces') totals[metric] += day[metric];
  totals.activePlaces = days.at(-1)?.activePlaces ?? 0;
  return totals;
}

/** The platform report as CSV: one row per day, every figure the page shows. */
export function platformReportCsv(report: PlatformReport): string {
  return `${csvLines(report.days as PlatformDay[], PLATFORM_METRICS, PLATFORM_CSV_HEADERS).join('\r\n')}\r\n`;
}

/** The owner's choice for the weekly summary e-mail. */
export const WeeklyMailSettingSchema = z.object({
  enabled: z.boolean({ error: 'Kies aan of uit' }),
});
export type WeeklyMailSetting = z.infer<typeof WeeklyMailSettingSchema>;

export const UnsubscribeParamsSchema = z.object({
  token: z.string().regex(/^[\w-]{20,100}$/, 'Ongeldige afmeldlink.'),
});

/** The weekly summary goes out on Monday from 08:00 Dutch time (spec: Europe/Amsterdam). */
export const WEEKLY_MAIL_HOUR = 8;

/** The Monday (Dutch date) of the week an instant falls in. */
export function weekStartOf(now: Date): string {
  const today = dutchDate(now);
  const index = WEEKDAYS.indexOf(weekdayOf(today));
  return addDays(today, -index);
}

/** Whether the weekly summary is due at `now`: Monday, 08:00 or later, Dutch time. */
export function weeklyMailDue(now: Date): boolean {
  return weekdayOf(dutchDate(now)) === 'ma' && Number(dutchTime(now).slice(0, 2)) >= WEEKLY_MAIL_HOUR;
}

/** Last week (Monday to Sunday) seen from `now`; the report compares it with the week before. */
export function lastWeek(now: Date): ReportQuery {
  const monday = weekStartOf(now);
  return { from: addDays(monday, -7), to: addDays(monday, -1) };
}

/** The figures a summary mail lists for a place. */
export function weeklyMailMetrics(kind: 'coffeeshop' | 'venue'): ReportMetric[] {
  return kind === 'venue'
    ? ['pageViews', 'visitors', 'favourites', 'searchClicks', 'reservations', 'covers', 'noShows']
    : ['pageViews', 'visitors', 'favourites', 'searchClicks', 'screenMinutes', 'screenMenuViews'];
}
