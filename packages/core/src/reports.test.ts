import { describe, expect, it } from 'vitest';
import { addDays } from './horeca/time.ts';
import {
  changePercent,
  datesOf,
  daysBetween,
  emptyReportDay,
  type PlaceReport,
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
    expect(reportTotals(days)).toEqual({ pageViews: 10, visitors: 5, favourites: 0, reservations: 1, covers: 4, noShows: 1 });
    expect(changePercent(15, 10)).toBe(50);
    expect(changePercent(5, 10)).toBe(-50);
    expect(changePercent(3, 0)).toBeNull();
  });

  it('writes a CSV with the same numbers, reservation columns only for venues', () => {
    const report = {
      place: { kind: 'venue', id: 'v', name: 'De Kade', path: '/horeca/amsterdam/de-kade' },
      range: { from: '2026-11-01', to: '2026-11-02' },
      previous: { from: '2026-10-30', to: '2026-10-31' },
      reservations: true,
      totals: reportTotals(days),
      previousTotals: reportTotals([]),
      days,
    } satisfies PlaceReport;
    expect(reportCsv(report)).toBe(
      'datum;paginaweergaven;bezoekers;nieuwe favorieten;reserveringen;couverts;no-shows\r\n' +
        '2026-11-01;4;2;0;1;4;0\r\n2026-11-02;6;3;0;0;0;1\r\n',
    );
    expect(reportCsv({ ...report, reservations: false }).split('\r\n')[0]).toBe(
      'datum;paginaweergaven;bezoekers;nieuwe favorieten',
    );
  });
});
