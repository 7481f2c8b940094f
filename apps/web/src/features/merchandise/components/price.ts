import { formatEuro } from '../../../lib/format.ts';

/** A price in cents as nl-NL (or en) euros. */
export const formatCents = (cents: number) => formatEuro(cents / 100);
