import { describe, expect, it } from 'vitest';
import { isCalendarDate } from './calendar-date.ts';
import { calendarDateSchema } from './calendar-date-schema.ts';

describe('isCalendarDate', () => {
  it.each(['2026-02-28', '2024-02-29', '2000-02-29', '2026-12-31', '2026-01-01', '0050-06-15'])('%s is a day', (value) => {
    expect(isCalendarDate(value)).toBe(true);
  });

  it.each([
    '2026-02-29',
    '1900-02-29',
    '2026-11-31',
    '2026-13-01',
    '2026-00-10',
    '2026-01-00',
    '2026-1-01',
    '26-01-01',
    '',
    '2026-01-01T00:00',
  ])('%s is not', (value) => {
    expect(isCalendarDate(value)).toBe(false);
  });
});

describe('calendarDateSchema', () => {
  const schema = calendarDateSchema({
    required: 'Kies een datum',
    invalid: 'Ongeldige datum',
    nonexistent: 'Die dag bestaat niet',
  });

  it('gives the shape and the missing day their own message', () => {
    expect(schema.safeParse('2026-02-30').error?.issues[0]?.message).toBe('Die dag bestaat niet');
    expect(schema.safeParse('30-02-2026').error?.issues[0]?.message).toBe('Ongeldige datum');
    expect(schema.safeParse(undefined).error?.issues[0]?.message).toBe('Kies een datum');
    expect(schema.parse('2026-11-28')).toBe('2026-11-28');
  });
});
