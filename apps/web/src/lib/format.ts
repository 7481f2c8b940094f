import { formattersFor } from './formatters.ts';
import i18n from './i18n.ts';

/** Numbers, percentages, prices and dates in the interface language (see formatters.ts). */
export { formattersFor, localeOf } from './formatters.ts';

const current = () => formattersFor(i18n.language);

export const formatNumber = (value: number, maxDecimals?: number) => current().number(value, maxDecimals);
export const formatPercent = (value: number, maxDecimals?: number) => current().percent(value, maxDecimals);
export const formatEuro = (amount: number) => current().euro(amount);
export const formatDate = (iso: string | Date, withTime = false) => current().date(iso, withTime);
export const formatCalendarDay = (date: string) => current().calendarDay(date);
export const formatMonth = (at: string | Date) => current().month(at);
export const formatTime = (at: string | Date) => current().time(at);

/** A range of percentages, "18–22%", or one value when both ends are the same. */
export function formatPercentRange(min: number, max: number): string {
  if (min === max) return formatPercent(min);
  // The unit once, after the range: 18–22% (nl-NL), 18–22% (en-GB).
  return `${formatNumber(min, 1)}–${formatPercent(max)}`;
}

/** Sizes with their prices, "1g € 12,50 · 5g € 55,00". */
export function formatPriceList(prices: Record<string, number>, separator = ' · '): string {
  return Object.entries(prices)
    .map(([size, price]) => `${size} ${formatEuro(price)}`)
    .join(separator);
}
