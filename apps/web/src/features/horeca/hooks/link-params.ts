import { addDays, isCalendarDate } from '@platform/core';
import type { SlotChoice } from '../components/slot-picker.tsx';

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** A date from a link (`?datum=`), if it is a real date not before today. */
export function linkDate(value: string | null, today: string): string | null {
  return value && DATE.test(value) && isCalendarDate(value) && value >= today ? value : null;
}

/**
 * The booking page's first choice from a link such as the assistant's (`?datum=&tijd=&personen=`): what is valid is
 * taken, the rest falls back to tomorrow for two with no time picked. The slot picker still checks availability.
 */
export function slotFromLink(params: URLSearchParams, today: string, maxPartySize: number): SlotChoice {
  const party = Number(params.get('personen'));
  const time = params.get('tijd') ?? '';
  return {
    date: linkDate(params.get('datum'), today) ?? addDays(today, 1),
    partySize: Number.isInteger(party) && party >= 1 && party <= maxPartySize ? party : 2,
    time: TIME.test(time) ? time : '',
  };
}
