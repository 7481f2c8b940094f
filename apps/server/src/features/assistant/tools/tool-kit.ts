import { type AssistantContext, type OpeningHours, WEEKDAYS } from '@platform/core';
import type { ServiceContext } from '../../../context.ts';
import type { BookingLimits } from '../../horeca/index.ts';

/** What every tool is built with: the asker's own rights (ctx), the panel's context and the request's address. */
export interface ToolDeps {
  ctx: ServiceContext;
  context: AssistantContext;
  bookingLimits: BookingLimits;
  clientAddress: string;
  /** What the tools found out during this answer: prices came from a menu this viewer may see. */
  seen: { pricesVisible: boolean };
  /** Receives each tool's sources as it answers (the chat sends them as `source-url` parts). */
  cite: (sources: readonly Source[]) => void;
}

/** A link the answer cites: a relative platform URL and its title (sent as a `source-url` part). */
export interface Source {
  url: string;
  title: string;
}

/**
 * Every tool answers with the facts it found as Dutch sentences (`answer`, which the built-in
 * assistant shows and an external model may rephrase) and the pages they came from.
 */
export interface ToolAnswer {
  answer: string;
  sources: Source[];
}

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
export const formatEuro = (amount: number) => euro.format(amount);

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  ma: 'maandag',
  di: 'dinsdag',
  wo: 'woensdag',
  do: 'donderdag',
  vr: 'vrijdag',
  za: 'zaterdag',
  zo: 'zondag',
};

export function hoursText(hours: Partial<OpeningHours>): string {
  return WEEKDAYS.map((day) => {
    const periods = hours[day] ?? [];
    const open = periods.map((period) => `${period.open}–${period.close}`).join(', ');
    return `${DAY_NAMES[day]}: ${open || 'gesloten'}`;
  }).join('; ');
}

/** "zaterdag 28 november" for a 'YYYY-MM-DD' date. */
export function dayText(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat('nl-NL', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

export const venuePath = (venue: { plaatsSlug: string; slug: string }) => `/horeca/${venue.plaatsSlug}/${venue.slug}`;
export const shopPath = (shop: { plaatsSlug: string; slug: string }) => `/coffeeshops/${shop.plaatsSlug}/${shop.slug}`;

/** A list in Dutch: "a, b en c". */
export function listText(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} en ${items.at(-1)}`;
}

export const NO_PLACE: ToolAnswer = {
  answer: 'Ik weet niet over welke zaak je het hebt. Open de pagina van de zaak en stel je vraag daar.',
  sources: [],
};

/** A tool's answer, with its sources handed to the caller as it arrives. */
export async function cited(deps: ToolDeps, answer: Promise<ToolAnswer>): Promise<ToolAnswer> {
  const result = await answer;
  deps.cite(result.sources);
  return result;
}
