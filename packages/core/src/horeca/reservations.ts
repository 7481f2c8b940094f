// Long file: the reservation rules (schemas, slots, table choice, status moves) share their types; a split into slots and status files is the next step.
import { z } from 'zod';
import { EmailSchema } from '../account.ts';
import { isCalendarDate } from '../calendar-date.ts';
import { calendarDateSchema } from '../calendar-date-schema.ts';
import { minuteOf, type PlaceHours, periodsOn } from '../opening-hours.ts';
import { allocateTables, type Occupation, type TableInfo } from './tables.ts';
import { addDays, dutchDate, dutchTime, dutchWallClock, dutchWallClockOrNext, timeOf } from './time.ts';

export const RESERVATION_STATUSES = ['requested', 'confirmed', 'seated', 'completed', 'cancelled', 'no_show'] as const;
export type ReservationStatus = (typeof RESERVATION_STATUSES)[number];
/** Statuses that hold a table. */
export const TABLE_HOLDING_STATUSES: readonly ReservationStatus[] = ['requested', 'confirmed', 'seated'];

/** Who may move a reservation where: the venue's staff, step by step; the end states are final. */
const NEXT_STATUSES: Record<ReservationStatus, readonly ReservationStatus[]> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['seated', 'cancelled', 'no_show'],
  seated: ['completed'],
  completed: [],
  cancelled: [],
  no_show: [],
};

export function canChangeStatus(from: ReservationStatus, to: ReservationStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/** Dutch names of the statuses, for the server's messages (the web app uses its locale files). */
export const RESERVATION_STATUS_NAMES: Record<ReservationStatus, string> = {
  requested: 'Aangevraagd',
  confirmed: 'Bevestigd',
  seated: 'Aan tafel',
  completed: 'Afgerond',
  cancelled: 'Geannuleerd',
  no_show: 'Niet gekomen',
};

/** Changes staff are asked to confirm first: the guest is mailed or marked, and only an undo on the same day takes it back. */
export const CONFIRM_FIRST_STATUSES: readonly ReservationStatus[] = ['cancelled', 'no_show'];

interface StatusSubject {
  status: ReservationStatus;
  startsAt: Date;
  /** When the status last changed (the row's updatedAt). */
  updatedAt: Date;
}

/** A cancellation or no-show can be undone (back to confirmed) on the Dutch calendar day it was made. */
export function canUndoStatus(reservation: StatusSubject, now: Date): boolean {
  return CONFIRM_FIRST_STATUSES.includes(reservation.status) && dutchDate(reservation.updatedAt) === dutchDate(now);
}

/**
 * Why staff may not move a reservation to `to` now (Dutch), or null. Steps
 * follow canChangeStatus; "no-show" only once the start has passed; an undo
 * (cancelled or no-show back to confirmed) only on the same day.
 */
export function statusChangeProblem(reservation: StatusSubject, to: ReservationStatus, now: Date): string | null {
  const from = reservation.status;
  if (to === 'confirmed' && CONFIRM_FIRST_STATUSES.includes(from)) {
    return canUndoStatus(reservation, now)
      ? null
      : `"${RESERVATION_STATUS_NAMES[from]}" ongedaan maken kan alleen op de dag zelf.`;
  }
  if (!canChangeStatus(from, to)) {
    return `Een reservering met status "${RESERVATION_STATUS_NAMES[from]}" kan niet naar "${RESERVATION_STATUS_NAMES[to]}".`;
  }
  if (to === 'no_show' && now.getTime() < reservation.startsAt.getTime()) {
    return `"${RESERVATION_STATUS_NAMES.no_show}" kan pas na de starttijd (${dutchTime(reservation.startsAt)}).`;
  }
  return null;
}

/** The statuses staff can choose now: the next steps, without a no-show before the start. */
export function nextStatuses(reservation: StatusSubject, now: Date): ReservationStatus[] {
  return RESERVATION_STATUSES.filter(
    (to) => canChangeStatus(reservation.status, to) && statusChangeProblem(reservation, to, now) === null,
  );
}

export const holdsTable = (status: ReservationStatus): boolean => TABLE_HOLDING_STATUSES.includes(status);

/** Cancelled and no-show bookings leave the day list and the timeline. */
export const isCancelledOrNoShow = (status: ReservationStatus): boolean => status === 'cancelled' || status === 'no_show';

export interface ReservationSettings {
  slotIntervalMinutes: number;
  /** Meal length by party size: the first entry whose upTo covers the party. */
  mealMinutes: ReadonlyArray<{ upTo: number; minutes: number }>;
  /** Guests that may start in one slot (the kitchen's limit), across all tables. */
  coverLimitPerSlot: number;
  maxPartySize: number;
  /** Guests may change or cancel until this many hours before the start. */
  cutoffHours: number;
  bookingHorizonDays: number;
  /** Online bookings are confirmed at once; otherwise they wait as "requested". */
  autoConfirm: boolean;
  /** Where the venue is told of new, changed and cancelled online bookings; null (or absent in older rows): no e-mail. */
  notifyEmail?: string | null;
}

export const DEFAULT_RESERVATION_SETTINGS: ReservationSettings = {
  slotIntervalMinutes: 15,
  mealMinutes: [
    { upTo: 2, minutes: 90 },
    { upTo: 4, minutes: 120 },
    { upTo: 99, minutes: 150 },
  ],
  coverLimitPerSlot: 16,
  maxPartySize: 10,
  cutoffHours: 2,
  bookingHorizonDays: 90,
  autoConfirm: true,
  notifyEmail: null,
};

export function mealMinutesFor(partySize: number, settings: Pick<ReservationSettings, 'mealMinutes'>): number {
  const entry = settings.mealMinutes.find((step) => partySize <= step.upTo) ?? settings.mealMinutes.at(-1);
  return entry?.minutes ?? 120;
}

export interface SlotStart {
  /** The Dutch wall-clock time guests see, 'HH:MM'. */
  time: string;
  /** The instant (epoch ms). */
  at: number;
}

/**
 * The start times on a date, in Dutch local time (ADR 022): every interval
 * from each opening of the date (`periodsOn`: its exception, else its weekday; ADR 034) while the meal (real minutes) ends
 * by closing. A period that closes at or before it opens runs past midnight,
 * so a 00:30 slot of Friday's evening is Saturday 00:30. A time the clock
 * skips (spring forward) is never offered; in the autumn repeat a time means
 * its first occurrence and is offered once.
 */
export function slotStarts(place: PlaceHours, date: string, interval: number, meal: number): SlotStart[] {
  const starts = new Map<number, SlotStart>();
  for (const period of periodsOn(place.openingHours, place.openingHoursExceptions, date)) {
    const open = minuteOf(period.open);
    let close = minuteOf(period.close);
    if (close <= open) close += 1440;
    const closesAt = dutchWallClockOrNext(date, close).getTime();
    for (let minute = open; minute < close; minute += interval) {
      const at = dutchWallClock(date, minute)?.getTime();
      if (at === undefined || at + meal * 60_000 > closesAt) continue;
      starts.set(at, { time: timeOf(minute), at });
    }
  }
  const seen = new Set<string>();
  return [...starts.values()].sort((a, b) => a.at - b.at).filter((slot) => !seen.has(slot.time) && seen.add(slot.time));
}

export interface DayBookings {
  reservations: ReadonlyArray<Occupation & { partySize: number; tableIds: readonly string[] }>;
  blocks: readonly Occupation[];
}

/** Why a slot cannot be booked: the kitchen's cover limit for the slot, or no table (combination) free for the meal. */
export type SlotFullReason = 'covers' | 'tables';

export interface Slot {
  time: string;
  /** The start as an ISO instant: what the booking stores for this time. */
  startsAt: string;
  available: boolean;
  reason: SlotFullReason | null;
}

/**
 * The slots a guest can pick: from the opening hours and the meal length for
 * the party, not in the past, with room under the slot's cover limit and a
 * table (or combination) free for the whole meal.
 */
export function availableSlots(input: {
  date: string;
  partySize: number;
  now: Date;
  place: PlaceHours;
  settings: ReservationSettings;
  tables: readonly TableInfo[];
  bookings: DayBookings;
}): Slot[] {
  const meal = mealMinutesFor(input.partySize, input.settings);
  const occupied = [...input.bookings.reservations, ...input.bookings.blocks];
  return slotStarts(input.place, input.date, input.settings.slotIntervalMinutes, meal).flatMap(({ time, at: start }) => {
    if (start <= input.now.getTime()) return [];
    const covers = input.bookings.reservations
      .filter((reservation) => reservation.start === start)
      .reduce((sum, reservation) => sum + reservation.partySize, 0);
    const reason: SlotFullReason | null =
      covers + input.partySize > input.settings.coverLimitPerSlot
        ? 'covers'
        : allocateTables(input.tables, occupied, input.partySize, start, start + meal * 60_000) === null
          ? 'tables'
          : null;
    return [{ time, startsAt: new Date(start).toISOString(), available: reason === null, reason }];
  });
}

/** Why a date cannot be booked (Dutch), or null. */
export function bookingDateProblem(date: string, now: Date, settings: Pick<ReservationSettings, 'bookingHorizonDays'>) {
  const today = dutchDate(now);
  if (!isCalendarDate(date)) return 'Deze datum bestaat niet. Kies een dag uit de kalender.';
  if (date < today) return 'Kies een datum vanaf vandaag';
  if (date > addDays(today, settings.bookingHorizonDays))
    return `Reserveren kan tot ${settings.bookingHorizonDays} dagen vooruit`;
  return null;
}

/** The last moment a guest may change or cancel online. */
export function changeDeadline(startsAt: Date, cutoffHours: number): Date {
  return new Date(startsAt.getTime() - cutoffHours * 3_600_000);
}

/** A guest may change or cancel a booking that still waits for them, until the venue's cut-off. */
export function guestCanChange(
  reservation: { status: ReservationStatus; startsAt: Date },
  cutoffHours: number,
  now: Date,
): boolean {
  const waiting = reservation.status === 'requested' || reservation.status === 'confirmed';
  return waiting && now <= changeDeadline(reservation.startsAt, cutoffHours);
}

/** The minute of the date a block's 'HH:MM' means; times before 06:00 belong to the night after the date (blocks only: slots come from slotStarts). */
export function slotMinuteOf(time: string): number {
  const minute = minuteOf(time);
  return minute < 6 * 60 ? minute + 1440 : minute;
}

// ── Input and output shapes ──────────────────────────────────────────────

export const ReservationDateSchema = calendarDateSchema({
  required: 'Kies een datum',
  invalid: 'Kies een geldige datum',
  nonexistent: 'Deze datum bestaat niet. Kies een dag uit de kalender.',
});

export const PartySizeSchema = z.coerce
  .number({ error: 'Kies het aantal personen' })
  .int('Kies een heel aantal personen')
  .min(1, 'Kies minimaal 1 persoon')
  .max(50, 'Maximaal 50 personen per reservering');

export const SlotTimeSchema = z
  .string({ error: 'Kies een tijd' })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Kies een tijd uit de lijst');

export const AvailabilityQuerySchema = z.object({ date: ReservationDateSchema, partySize: PartySizeSchema });
export type AvailabilityQuery = z.infer<typeof AvailabilityQuerySchema>;

export const AvailabilitySchema = z.object({
  date: z.string(),
  partySize: z.number().int(),
  mealMinutes: z.number().int(),
  slots: z.array(
    z.object({
      time: z.string(),
      startsAt: z.string(),
      available: z.boolean(),
      reason: z.enum(['covers', 'tables']).nullable(),
    }),
  ),
});
export type Availability = z.infer<typeof AvailabilitySchema>;

export const ReservationSlotSchema = z.object({
  date: ReservationDateSchema,
  time: SlotTimeSchema,
  partySize: PartySizeSchema,
});
export type ReservationSlot = z.infer<typeof ReservationSlotSchema>;

export const BookingInputSchema = ReservationSlotSchema.extend({
  name: z.string({ error: 'Vul je naam in' }).trim().min(2, 'Vul je naam in').max(100, 'Maximaal 100 tekens'),
  email: EmailSchema,
  phone: z
    .string({ error: 'Vul je telefoonnummer in' })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{7,19}$/, 'Vul een geldig telefoonnummer in'),
  note: z.string().trim().max(500, 'Maximaal 500 tekens').default(''),
  /** Separate, unticked by default: without it the address serves this booking only (AVG). */
  marketingOptIn: z.boolean().default(false),
});
export type BookingInput = z.infer<typeof BookingInputSchema>;

export const ReservationStatusSchema = z.enum(RESERVATION_STATUSES, { error: 'Onbekende status' });

export const GuestReservationSchema = z.object({
  id: z.string(),
  status: ReservationStatusSchema,
  date: z.string(),
  time: z.string(),
  partySize: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  changeUntil: z.string(),
  canChange: z.boolean(),
  venue: z.object({
    id: z.string(),
    name: z.string(),
    plaats: z.string(),
    plaatsSlug: z.string(),
    slug: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
  }),
});
export type GuestReservation = z.infer<typeof GuestReservationSchema>;

/** The booking answer: the reservation and, once, the guest's personal link. */
export const BookingResultSchema = GuestReservationSchema.extend({ manageUrl: z.string() });
export type BookingResult = z.infer<typeof BookingResultSchema>;

const DAY_MS = 24 * 3_600_000;

/**
 * A reminder goes out once the start is within 24 hours, and only for
 * bookings made more than a day ahead (a booking for tonight needs none).
 */
export function reminderDue(reservation: { startsAt: Date; createdAt: Date }, now: Date): boolean {
  const start = reservation.startsAt.getTime();
  return start > now.getTime() && start - now.getTime() <= DAY_MS && start - reservation.createdAt.getTime() > DAY_MS;
}
