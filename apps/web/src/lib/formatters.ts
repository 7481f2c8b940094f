import { plainDutchClock } from '@platform/core';

/**
 * The one place that turns numbers, percentages, prices and dates into text.
 * Dutch (nl-NL: 19,6% · € 14,50 · 1.250) unless the interface is English
 * (en-GB: 19.6% · €14.50 · 1,250). Formatters are built once per locale and option set.
 * Pure (a language in, text out); `format.ts` binds them to the interface language.
 */
export function localeOf(language: string | undefined): 'nl-NL' | 'en-GB' {
  return language?.startsWith('en') ? 'en-GB' : 'nl-NL';
}

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(language: string | undefined, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = localeOf(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    numberFormats.set(key, format);
  }
  return format;
}

const dateFormats = new Map<string, Intl.DateTimeFormat>();
function dateFormat(language: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = localeOf(language);
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, options);
    dateFormats.set(key, format);
  }
  return format;
}

/**
 * The first `Intl.NumberFormat` of a page loads the locale's ICU data: ≈ 35 ms on a fast machine, ≈ 150 ms on a
 * phone, inside whichever render asks first (issue 21). The common cases — a whole number under 1000, a price in
 * whole cents under € 1000 — are written out here instead; they are exactly what Intl writes for nl-NL and en-GB
 * (formatters.test.ts compares them over the whole range), and anything else goes to Intl.
 */
function plainInteger(value: number): string | undefined {
  return Number.isInteger(value) && value >= 0 && value < 1000 ? String(value) : undefined;
}

function plainEuro(language: string | undefined, amount: number): string | undefined {
  const cents = Math.round(amount * 100);
  if (cents < 0 || cents >= 100_000 || Math.abs(amount * 100 - cents) > 1e-6) return undefined;
  const whole = Math.floor(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return localeOf(language) === 'nl-NL' ? `€\u00a0${whole},${fraction}` : `€${whole}.${fraction}`;
}

/** nl-NL's abbreviated months, as Intl writes them in a medium date (5 dec 2026). */
const DUTCH_MONTHS = ['jan', 'feb', 'mrt', 'apr', 'mei', 'jun', 'jul', 'aug', 'sep', 'okt', 'nov', 'dec'];

/**
 * The first `Intl.DateTimeFormat` loads the locale's calendar data: ≈ 35 ms here, over 100 ms on a phone, inside the
 * render of a news or events list (issue 21). A Dutch medium date in the browser's own time zone (what Intl writes
 * without a `timeZone`) is written out; English and other years go to Intl.
 */
function plainDutchDate(language: string | undefined, at: Date): string | undefined {
  const year = at.getFullYear();
  if (localeOf(language) !== 'nl-NL' || !(year >= 1000 && year <= 9999)) return undefined;
  return `${at.getDate()} ${DUTCH_MONTHS[at.getMonth()]} ${year}`;
}

/** Formatters for one language; components use the current-language functions below. */
export function formattersFor(language: string | undefined) {
  return {
    /** A plain number with up to `maxDecimals` decimals: 1.250 / 19,6. */
    number: (value: number, maxDecimals = 2) =>
      plainInteger(value) ?? numberFormat(language, { maximumFractionDigits: maxDecimals }).format(value),
    /** A value already in percent (19.6 means 19.6 %): 19,6%. */
    percent: (value: number, maxDecimals = 1) =>
      numberFormat(language, { style: 'percent', maximumFractionDigits: maxDecimals }).format(value / 100),
    /** Euro with exactly two decimals (spec section 9): € 14,50. */
    euro: (amount: number) =>
      plainEuro(language, amount) ??
      numberFormat(language, { style: 'currency', currency: 'EUR', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
        amount,
      ),
    date: (iso: string | Date, withTime = false) => {
      const at = new Date(iso);
      return (
        (withTime ? undefined : plainDutchDate(language, at)) ??
        dateFormat(language, withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' }).format(at)
      );
    },
    /** A calendar date ('YYYY-MM-DD', a Dutch day) with its weekday: za 26 dec. */
    calendarDay: (date: string) =>
      dateFormat(language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Europe/Amsterdam' }).format(
        new Date(`${date}T12:00:00Z`),
      ),
    /** Month and year: nov 2026. */
    month: (at: string | Date) => dateFormat(language, { month: 'short', year: 'numeric' }).format(new Date(at)),
    /** Hours and minutes in Dutch time (screens, timelines): 18:05. */
    time: (at: string | Date) => {
      const instant = new Date(at);
      return (
        plainDutchClock(instant)?.time ??
        dateFormat(language, { hour: '2-digit', minute: '2-digit', timeZone: 'Europe/Amsterdam' }).format(instant)
      );
    },
  };
}
