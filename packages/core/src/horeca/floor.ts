import { z } from 'zod';
import { EmailSchema } from '../account.ts';
import { idSchema } from '../ids.ts';
import { PartySizeSchema, ReservationDateSchema, SlotTimeSchema } from './reservations.ts';

/** The plan's size in plan units (pixels at 100%): positions stay inside it. */
export const FLOOR_PLAN_WIDTH = 800;
export const FLOOR_PLAN_HEIGHT = 480;

export const FloorAreaSchema = z.object({ id: z.string(), name: z.string() });
export type FloorArea = z.infer<typeof FloorAreaSchema>;

export const FloorTableSchema = z.object({
  id: z.string(),
  areaId: z.string(),
  name: z.string(),
  seats: z.number().int(),
  minParty: z.number().int(),
  bookableOnline: z.boolean(),
  x: z.number().int(),
  y: z.number().int(),
  combinesWith: z.array(z.string()),
});
export type FloorTable = z.infer<typeof FloorTableSchema>;

export const FloorSchema = z.object({
  venue: z.object({ id: z.string(), name: z.string() }),
  areas: z.array(FloorAreaSchema),
  tables: z.array(FloorTableSchema),
});
export type Floor = z.infer<typeof FloorSchema>;

export const AreaInputSchema = z.object({
  name: z
    .string({ error: 'Geef het gedeelte een naam' })
    .trim()
    .min(1, 'Geef het gedeelte een naam')
    .max(60, 'Maximaal 60 tekens'),
});
export type AreaInput = z.infer<typeof AreaInputSchema>;

const coordinate = (max: number) =>
  z.coerce
    .number({ error: 'Kies een plek op de plattegrond' })
    .int('Kies een plek op de plattegrond')
    .min(0, 'De tafel moet op de plattegrond staan')
    .max(max, 'De tafel moet op de plattegrond staan');

export const TablePositionSchema = z.object({ x: coordinate(FLOOR_PLAN_WIDTH), y: coordinate(FLOOR_PLAN_HEIGHT) });
export type TablePosition = z.infer<typeof TablePositionSchema>;

const TableFieldsSchema = z.object({
  areaId: idSchema('Kies een gedeelte'),
  name: z.string({ error: 'Geef de tafel een naam' }).trim().min(1, 'Geef de tafel een naam').max(20, 'Maximaal 20 tekens'),
  seats: z.coerce
    .number({ error: 'Vul het aantal plaatsen in' })
    .int('Vul een heel aantal plaatsen in')
    .min(1, 'Een tafel heeft minimaal 1 plaats')
    .max(30, 'Maximaal 30 plaatsen per tafel'),
  minParty: z.coerce
    .number({ error: 'Vul de minimale groepsgrootte in' })
    .int('Vul een heel aantal personen in')
    .min(1, 'De minimale groepsgrootte is minimaal 1'),
  bookableOnline: z.boolean().default(true),
  /** The other tables of this venue it may be combined with (pairs; ADR 031). */
  combinesWith: z.array(idSchema('Kies tafels van deze zaak')).max(20, 'Maximaal 20 tafels').default([]),
  x: coordinate(FLOOR_PLAN_WIDTH).default(0),
  y: coordinate(FLOOR_PLAN_HEIGHT).default(0),
});

const minPartyFits = (input: { seats: number; minParty: number }) => input.minParty <= input.seats;
const minPartyIssue = {
  path: ['minParty'],
  message: 'De minimale groepsgrootte kan niet groter zijn dan het aantal plaatsen',
};

export const TableInputSchema = TableFieldsSchema.refine(minPartyFits, minPartyIssue);
export type TableInput = z.infer<typeof TableInputSchema>;

/** The table form: numbers as typed, the combinations as ticked ids. */
export const TableFormSchema = z.object({
  areaId: z.string(),
  name: z.string(),
  seats: z.string(),
  minParty: z.string(),
  bookableOnline: z.boolean(),
  combinesWith: z.array(z.string()),
});
export type TableForm = z.infer<typeof TableFormSchema>;
export const TableFormInputSchema = TableFormSchema.transform(
  (form): z.input<typeof TableFieldsSchema> => ({ ...form, combinesWith: form.combinesWith }),
)
  .pipe(TableFieldsSchema.omit({ x: true, y: true }))
  .refine(minPartyFits, minPartyIssue);

/** Staff take a booking on the phone for any date and time the venue is open (ADR 031). */
export const PhoneBookingInputSchema = z.object({
  date: ReservationDateSchema,
  time: SlotTimeSchema,
  partySize: PartySizeSchema,
  name: z
    .string({ error: 'Vul de naam van de gast in' })
    .trim()
    .min(2, 'Vul de naam van de gast in')
    .max(100, 'Maximaal 100 tekens'),
  phone: z
    .string({ error: 'Vul het telefoonnummer van de gast in' })
    .trim()
    .regex(/^\+?[0-9][0-9 ()-]{7,19}$/, 'Vul een geldig telefoonnummer in'),
  /** Optional: with an address the guest gets the confirmation and their personal link. */
  email: z.union([z.literal(''), EmailSchema]).default(''),
  note: z.string().trim().max(500, 'Maximaal 500 tekens').default(''),
});
export type PhoneBookingInput = z.infer<typeof PhoneBookingInputSchema>;
