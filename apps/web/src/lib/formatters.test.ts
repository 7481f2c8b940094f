import { describe, expect, it } from 'vitest';
import { formattersFor } from './formatters.ts';

const intlEuro = (locale: string, amount: number) =>
  new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(amount);

describe('the written-out number and price formats equal Intl', () => {
  for (const [language, locale] of [
    ['nl', 'nl-NL'],
    ['en', 'en-GB'],
  ] as const) {
    const format = formattersFor(language);

    it(`${locale}: every whole number 0–1000 and a few beyond`, () => {
      for (const value of [...Array.from({ length: 1001 }, (_, index) => index), 1250, 12_345_678, -3, 2.5, 19.666]) {
        expect(format.number(value), String(value)).toBe(
          new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value),
        );
      }
    });

    it(`${locale}: prices in cents up to € 1000 (every cent to € 20, then every 7th), and amounts Intl rounds`, () => {
      for (let cents = 0; cents <= 100_000; cents += cents < 2000 ? 1 : 7) {
        const amount = cents / 100;
        if (format.euro(amount) !== intlEuro(locale, amount))
          expect(format.euro(amount), String(amount)).toBe(intlEuro(locale, amount));
      }
      for (const amount of [1.005, 2.675, 12.345, -4.5, 1234.5, 0.1 + 0.2]) {
        expect(format.euro(amount), String(amount)).toBe(intlEuro(locale, amount));
      }
    });
  }
});

describe('the written-out dates and times equal Intl', () => {
  it('nl-NL: a medium date on every day of 2024–2027 and a few far years, in the local time zone', () => {
    const dutch = formattersFor('nl');
    const intl = new Intl.DateTimeFormat('nl-NL', { dateStyle: 'medium' });
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2028, 0, 1); day += 86_400_000) {
      const at = new Date(day + 13 * 3_600_000);
      if (dutch.date(at) !== intl.format(at)) expect(dutch.date(at), at.toISOString()).toBe(intl.format(at));
    }
    for (const iso of ['1999-12-31T23:30:00Z', '2099-06-01T00:00:00Z', '0999-01-01T00:00:00Z', '2026-11-28']) {
      expect(dutch.date(iso), iso).toBe(intl.format(new Date(iso)));
    }
    // English dates still come from Intl.
    expect(formattersFor('en').date('2026-09-05T12:00:00Z')).toBe(
      new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' }).format(new Date('2026-09-05T12:00:00Z')),
    );
  });

  for (const locale of ['nl-NL', 'en-GB']) {
    it(`${locale}: Dutch time on every quarter hour of 2024–2030, across each summer-time switch`, () => {
      const format = formattersFor(locale.slice(0, 2));
      const intl = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' });
      for (let time = Date.UTC(2024, 0, 1); time < Date.UTC(2031, 0, 1); time += 15 * 60_000) {
        const at = new Date(time);
        if (format.time(at) !== intl.format(at)) expect(format.time(at), at.toISOString()).toBe(intl.format(at));
      }
      for (const iso of [
        '1996-03-31T00:59:00Z',
        '1996-03-31T01:00:00Z',
        '2099-10-25T00:59:00Z',
        '2099-10-25T01:00:00Z',
        '1990-07-01T12:00:00Z',
      ]) {
        expect(format.time(iso), iso).toBe(intl.format(new Date(iso)));
      }
    });
  }
});
