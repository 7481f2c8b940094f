import { describe, expect, it } from 'vitest';
import { addDays } from './horeca/time.ts';
import {
  lastWeek,
  PLATFORM_METRICS,
  type PlatformDay,
  type PlatformMetric,
  platformReportCsv,
  platformTotals,
  UnsubscribeParamsSchema,
  WeeklyMailSettingSchema,
  weeklyMailDue,
  weekStartOf,
} from './report-platform.ts';
import {
  changePercent,
  csvText,
  datesOf,
  daysBetween,
  emptyReportDay,
  type PlaceReport,
  placeReportMetrics,
  previousPeriod,
  ReportQuerySchema,
  reportCsv,
  reportTotals,
} from './reports.ts';

describe('report ranges', () => {
  it('counts both ends and walks over month and year ends and the clock change', () => {
    expect(daysBetween('2026-11-01', '2026-11-28')).toBe(28);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-29', 1)).toBe('2026-03-30');
    expect(datesOf({ from: '2026-10-24', to: '2026-10-26' })).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('compares with the period of the same length just before', () => {
    expect(previousPeriod({ from: '2026-11-01', to: '2026-11-28' })).toEqual({ from: '2026-10-04', to: '2026-10-31' });
    expect(previousPeriod({ from: '2026-03-01', to: '2026-03-01' })).toEqual({ from: '2026-02-28', to: '2026-02-28' });
  });

  it('refuses an end before the start, more than a year, and dates that do not exist, in Dutch', () => {
    const message = (input: unknown) => ReportQuerySchema.safeParse(input).error?.issues[0]?.message;
    expect(message({ from: '2026-11-10', to: '2026-11-01' })).toBe('De einddatum ligt voor de begindatum');
    expect(message({ from: '2025-01-01', to: '2026-11-01' })).toBe('Een rapport beslaat hoogstens 366 dagen');
    expect(message({ from: '2026-02-30', to: '2026-03-01' })).toBe('Deze begindatum bestaat niet');
    expect(message({ from: '27-11-2026', to: '2026-11-28' })).toBe('Vul de begindatum in als JJJJ-MM-DD');
  });
});

describe('report figures', () => {
  const days = [
    { ...emptyReportDay('2026-11-01'), pageViews: 4, visitors: 2, reservations: 1, covers: 4 },
    { ...emptyReportDay('2026-11-02'), pageViews: 6, visitors: 3, noShows: 1 },
  ];

  it('sums each figure and gives the change in percent, none against zero', () => {
    expect(reportTotals(days)).toEqual({
      pageViews: 10,
      visitors: 5,
      favourites: 0,
      searchClicks: 0,
      menuImports: 0,
      screenMinutes: 0,
      screenMenuViews: 0,
      reservations: 1,
      covers: 4,
      noShows: 1,
    });
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(3, 0)).toBeNull();
  });

  it('writes a CSV with the figures the page shows: reservations and dishes for venues, screens for shops', () => {
    const report = {
      place: { kind: 'venue', id: 'v', name: 'De Kade', path: '/horeca/amsterdam/de-kade' },
      range: { from: '2026-11-01', to: '2026-11-02' },
      previous: { from: '2026-10-30', to: '2026-10-31' },
      reservations: true,
      screens: false,
      totals: reportTotals(days),
      previousTotals: reportTotals([]),
      days,
      dishes: [
        { name: 'Bitterballen', views: 5, previousViews: 2 },
        { name: 'Soep "van de dag"; huisgemaakt', views: 1, previousViews: 0 },
      ],
    } satisfies PlaceReport;
    expect(placeReportMetrics(report)).not.toContain('screenMinutes');
    expect(placeReportMetrics(report)).not.toContain('screenMenuViews');
    expect(reportCsv(report)).toBe(
      'datum;paginaweergaven;bezoekers;nieuwe favorieten;via zoeken;menu-imports;reserveringen;couverts;no-shows\r\n' +
        '2026-11-01;4;2;0;0;0;1;4;0\r\n2026-11-02;6;3;0;0;0;0;0;1\r\n' +
        '\r\ngerecht;weergaven;weergaven vorige periode\r\nBitterballen;5;2\r\n"Soep ""van de dag""; huisgemaakt";1;0\r\n',
    );
    const shop = { ...report, reservations: false, screens: true, dishes: [] };
    expect(reportCsv(shop).split('\r\n')[0]).toBe(
      'datum;paginaweergaven;bezoekers;nieuwe favorieten;via zoeken;menu-imports;schermminuten online;menuweergaven op schermen',
    );
    expect(reportCsv(shop)).not.toContain('gerecht');
  });
});

describe('platform report', () => {
  const day = (date: string, figures: Partial<PlatformDay>): PlatformDay => ({
    day: date,
    ...(Object.fromEntries(PLATFORM_METRICS.map((metric) => [metric, 0])) as Record<PlatformMetric, number>),
    ...figures,
  });

  it('sums the figures but takes the places online of the last day', () => {
    const days = [
      day('2026-11-01', { pageViews: 3, signUps: 1, activePlaces: 10 }),
      day('2026-11-02', { pageViews: 2, activePlaces: 12 }),
    ];
    expect(platformTotals(days)).toMatchObject({ pageViews: 5, signUps: 1, activePlaces: 12 });
    expect(platformTotals([]).activePlaces).toBe(0);
    const csv = platformReportCsv({
      range: { from: '2026-11-01', to: '2026-11-02' },
      previous: { from: '2026-10-30', to: '2026-10-31' },
      totals: platformTotals(days),
      previousTotals: platformTotals([]),
      days,
    });
    expect(csv.split('\r\n')[0]?.endsWith(';aanmeldingen;zaken online')).toBe(true);
    expect(csv.split('\r\n')[1]).toBe('2026-11-01;3;0;0;0;0;0;0;0;0;0;1;10');
  });
});

describe('weekly summary timing', () => {
  it('is due on Monday from 08:00 Dutch time, in winter and in summer time', () => {
    expect(weeklyMailDue(new Date('2026-11-30T06:59:00Z'))).toBe(false); // 07:59 CET
    expect(weeklyMailDue(new Date('2026-11-30T07:00:00Z'))).toBe(true); // 08:00 CET
    expect(weeklyMailDue(new Date('2026-06-01T05:59:00Z'))).toBe(false); // 07:59 CEST
    expect(weeklyMailDue(new Date('2026-06-01T06:00:00Z'))).toBe(true); // 08:00 CEST
    expect(weeklyMailDue(new Date('2026-12-01T07:00:00Z'))).toBe(false); // Tuesday
  });

  it('reports last week, Monday to Sunday, seen from any moment of this week', () => {
    expect(lastWeek(new Date('2026-11-30T07:00:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' });
    expect(lastWeek(new Date('2026-12-06T22:30:00Z'))).toEqual({ from: '2026-11-23', to: '2026-11-29' }); // Sunday 23:30
    expect(weekStartOf(new Date('2026-11-29T23:30:00Z'))).toBe('2026-11-30'); // already Monday in Amsterdam
  });

  it('refuses a malformed unsubscribe token in Dutch', () => {
    expect(UnsubscribeParamsSchema.safeParse({ token: 'kort' }).error?.issues[0]?.message).toBe('Ongeldige afmeldlink.');
    expect(WeeklyMailSettingSchema.safeParse({ enabled: 'ja' }).error?.issues[0]?.message).toBe('Kies aan of uit');
  });
});

describe('csvText', () => {
  it('defuses a text that starts like a formula, keeps numbers, and quotes separators', () => {
    expect(csvText('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvText('+31 6 1234')).toBe("'+31 6 1234");
    expect(csvText('@som')).toBe("'@som");
    expect(csvText('-5')).toBe('-5');
    expect(csvText('Saté; pittig')).toBe('"Saté; pittig"');
    expect(csvText('Tomatensoep')).toBe('Tomatensoep');
  });
});
