import { localeOf } from '../../../lib/format.ts';

/** An estimated cost in euros: small amounts keep up to four decimals (€ 0,0037). */
export function formatCost(amount: number, language: string | undefined): string {
  return new Intl.NumberFormat(localeOf(language), {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(amount);
}

/** A Dutch decimal as typed ("0,002" or "0.002"); undefined when it is no number. */
export function parseDecimal(text: string): number | undefined {
  const cleaned = text.trim().replace(/\s/g, '').replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  return Number(cleaned);
}

/**
 * A whole number as typed: plain digits, or in groups of three with dots, commas or spaces ("2.000.000",
 * "2,000,000", "200 000"); undefined otherwise ("1,5" is no whole number).
 */
export function parseWhole(text: string): number | undefined {
  const trimmed = text.trim().replace(/\u00a0|\u202f/g, ' ');
  if (!/^(\d{1,12}|\d{1,3}([., ]\d{3})+)$/.test(trimmed)) return undefined;
  return Number(trimmed.replace(/[., ]/g, ''));
}

/** Suggested questions as typed in a text area: one per line, empty lines left out. */
export function questionsOf(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** A calendar date `days` from the given Dutch date (YYYY-MM-DD). */
export function shiftDate(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}
