import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { PLACE_PERMISSIONS } from '../place-staff.ts';
import { PartySizeSchema, ReservationDateSchema, ReservationStatusSchema, SlotTimeSchema } from './reservations.ts';

export const ManagedVenueSchema = z.object({ id: z.string(), name: z.string(), plaats: z.string() });
/** A venue in the viewer's list, with what they may do there (ADR 030): every right for owners and admins. */
export const RunVenueSchema = ManagedVenueSchema.extend({ permissions: z.array(z.enum(PLACE_PERMISSIONS)) });
export type RunVenue = z.infer<typeof RunVenueSchema>;
export type ManagedVenue = z.infer<typeof ManagedVenueSchema>;

export const RESERVATION_SOURCES = ['online', 'walk_in', 'phone'] as const;

export const ManagerReservationSchema = z.object({
  id: z.string(),
  status: ReservationStatusSchema,
  source: z.enum(RESERVATION_SOURCES),
  startsAt: z.string(),
  endsAt: z.string(),
  time: z.string(),
  partySize: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  note: z.string(),
  tableIds: z.array(z.string()),
  /** When the status last changed: a cancellation or no-show can be undone that same day. */
  updatedAt: z.string(),
});
export type ManagerReservation = z.infer<typeof ManagerReservationSchema>;

export const TableBlockSchema = z.object({
  id: z.string(),
  tableId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  reason: z.string(),
});
export type TableBlock = z.infer<typeof TableBlockSchema>;

export const ManagerDaySchema = z.object({
  venue: ManagedVenueSchema,
  date: z.string(),
  tables: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      seats: z.number().int(),
      area: z.string(),
      minParty: z.number().int(),
      bookableOnline: z.boolean(),
      /** The tables it may be combined with (ADR 031). */
      combinesWith: z.array(z.string()),
    }),
  ),
  reservations: z.array(ManagerReservationSchema),
  blocks: z.array(TableBlockSchema),
});
export type ManagerDay = z.infer<typeof ManagerDaySchema>;

export const ManagerDayQuerySchema = z.object({ date: ReservationDateSchema });

const TableIds = z.array(idSchema('Onbekende tafel')).min(1, 'Kies minimaal één tafel').max(6, 'Maximaal 6 tafels');

export const WalkInInputSchema = z.object({
  partySize: PartySizeSchema,
  name: z.string().trim().max(100, 'Maximaal 100 tekens').default('Walk-in'),
  /** Without tables the smallest free fit is chosen, as for online bookings. */
  tableIds: TableIds.optional(),
});
export type WalkInInput = z.infer<typeof WalkInInputSchema>;

/** The walk-in form: party size as typed, an empty name is "Walk-in", no table ('') is the best free fit. */
export const WalkInFormSchema = z
  .object({ partySize: z.string(), name: z.string(), tableId: z.string() })
  .transform(
    ({ partySize, name, tableId }): z.input<typeof WalkInInputSchema> => ({
      partySize,
      name: name || 'Walk-in',
      ...(tableId ? { tableIds: [tableId] } : {}),
    }),
  )
  .pipe(WalkInInputSchema);

export const StatusChangeSchema = z.object({ status: ReservationStatusSchema });
export const MoveInputSchema = z.object({ tableIds: TableIds });
export type MoveInput = z.infer<typeof MoveInputSchema>;

const BlockFieldsSchema = z.object({
  /** Null blocks the whole venue (a closed kitchen, a private event). */
  tableId: idSchema('Onbekende tafel').nullable(),
  date: ReservationDateSchema,
  from: SlotTimeSchema,
  to: SlotTimeSchema,
  reason: z.string().trim().min(1, 'Geef een reden op').max(200, 'Maximaal 200 tekens'),
});
const endAfterStart = (input: { from: string; to: string }) => input.from !== input.to;
const endAfterStartIssue = { path: ['to'], message: 'Het einde moet na het begin liggen' };

export const BlockInputSchema = BlockFieldsSchema.refine(endAfterStart, endAfterStartIssue);
export type BlockInput = z.infer<typeof BlockInputSchema>;

/** The block form of one day (the day gives the date): no table ('') blocks the whole venue. */
export const BlockFormSchema = z
  .object({ tableId: z.string(), from: z.string(), to: z.string(), reason: z.string() })
  .transform(({ tableId, ...rest }) => ({ ...rest, tableId: tableId || null }))
  .pipe(BlockFieldsSchema.omit({ date: true }).refine(endAfterStart, endAfterStartIssue));

export const AdminReservationSchema = ManagerReservationSchema.extend({ venue: ManagedVenueSchema });
export type AdminReservation = z.infer<typeof AdminReservationSchema>;
