const euro = new Intl.NumberFormat('nl-NL', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Euro in the Dutch locale with exactly two decimals (spec section 9): € 12,50. */
export function formatEuro(amount: number): string {
  return euro.format(amount);
}

/** A date (and optionally time) in nl-NL. */
export function formatDate(iso: string, withTime = false): string {
  return new Intl.DateTimeFormat(
    'nl-NL',
    withTime ? { dateStyle: 'medium', timeStyle: 'short' } : { dateStyle: 'medium' },
  ).format(new Date(iso));
}
