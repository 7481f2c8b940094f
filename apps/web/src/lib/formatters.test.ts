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
