import { addDays, dutchDate, weekdayOf } from '../horeca/time.ts';
import { WEEKDAYS } from '../opening-hours.ts';

const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
];
const DAY_NAMES = ['maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag', 'zondag'];
const NUMBER_WORDS = ['een', 'twee', 'drie', 'vier', 'vijf', 'zes', 'zeven', 'acht', 'negen', 'tien', 'elf', 'twaalf'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The calendar date a Dutch question names ("vandaag", "morgen", "vrijdag", "28 november", "28-11"), in Dutch time. */
export function dateIn(text: string, now: Date): string | undefined {
  const today = dutchDate(now);
  if (/\bovermorgen\b/.test(text)) return addDays(today, 2);
  if (/\bmorgen\b/.test(text)) return addDays(today, 1);
  if (/\b(vandaag|vanavond|vanmiddag|vannacht)\b/.test(text)) return today;
  const iso = /\b(\d{4})-(\d{2})-(\d{2})\b/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const [year] = today.split('-').map(Number) as [number];
  const named = new RegExp(`\\b(\\d{1,2}) (${MONTHS.join('|')})\\b`).exec(text);
  const numeric = /\b(\d{1,2})[-/](\d{1,2})(?:[-/](\d{4}))?\b/.exec(text);
  const dayMonth = named
    ? { day: Number(named[1]), month: MONTHS.indexOf(named[2] as string) + 1, year: undefined }
    : numeric
      ? { day: Number(numeric[1]), month: Number(numeric[2]), year: numeric[3] ? Number(numeric[3]) : undefined }
      : undefined;
  if (dayMonth && dayMonth.month >= 1 && dayMonth.month <= 12 && dayMonth.day >= 1 && dayMonth.day <= 31) {
    const candidate = `${dayMonth.year ?? year}-${pad(dayMonth.month)}-${pad(dayMonth.day)}`;
    // Without a year: the next such date (28 januari in December is next year's).
    return dayMonth.year || candidate >= today ? candidate : `${year + 1}-${pad(dayMonth.month)}-${pad(dayMonth.day)}`;
  }
  const weekday = new RegExp(`\\b(${DAY_NAMES.join('|')})\\b`).exec(text);
  if (weekday) {
    const wanted = DAY_NAMES.indexOf(weekday[1] as string);
    const current = WEEKDAYS.indexOf(weekdayOf(today));
    const ahead = (wanted - current + 7) % 7;
    return addDays(today, ahead === 0 && /\bvolgende\b/.test(text) ? 7 : ahead);
  }
  return undefined;
}

/** 'HH:MM' from "om 19:00", "19.30 uur", "om 7 uur 's avonds", "half acht". */
export function timeIn(text: string): string | undefined {
  const clock = /\b([01]?\d|2[0-3])[:.]([0-5]\d)\b/.exec(text);
  if (clock) return `${pad(Number(clock[1]))}:${clock[2]}`;
  const hour =
    /\b(?:om )?([01]?\d|2[0-3]) ?(?:uur|u)\b/.exec(text) ?? /\bom ([01]?\d|2[0-3])\b(?! (?:personen|mensen|man|pers))/.exec(text);
  if (hour) return `${pad(evening(Number(hour[1]), text))}:00`;
  const half = /\bhalf (\w+)\b/.exec(text);
  const halfHour = half ? numberOf(half[1] as string) : undefined;
  if (halfHour) return `${pad(evening(halfHour - 1, text))}:30`;
  return undefined;
}

/** "om 7 uur" for a table means 19:00: hours 1–9 move to the evening unless the morning is named. */
function evening(hour: number, text: string): number {
  if (hour >= 10 || hour === 0 || /('s ochtends|\bochtend|\bmorgens|\bontbijt)/.test(text)) return hour;
  return hour + 12;
}

/** A number in digits or a Dutch word (één … twaalf). */
export function numberOf(word: string): number | undefined {
  if (/^\d+$/.test(word)) return Number(word);
  const index = NUMBER_WORDS.indexOf(word === 'één' ? 'een' : word);
  return index < 0 ? undefined : index + 1;
}

/** The party size: "voor 4", "met z'n vieren", "4 personen", "twee mensen". */
export function partyIn(text: string): number | undefined {
  const persons = /\b(\d{1,2}|\p{L}+) ?(?:personen|persoon|pers\.?|mensen|man|gasten)\b/u.exec(text);
  const viaPersons = persons ? numberOf(persons[1] as string) : undefined;
  if (viaPersons) return viaPersons;
  const forCount = /\bvoor (\d{1,2}|\p{L}+)\b(?![:.]\d)/u.exec(text);
  const viaFor = forCount ? numberOf(forCount[1] as string) : undefined;
  if (viaFor) return viaFor;
  const together = /\bmet (?:z'n|zijn|ons) (\p{L}+?)(?:en)?\b/u.exec(text);
  const word = together?.[1];
  return word ? numberOf(word) : undefined;
}
