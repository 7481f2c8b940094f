// Long file: the staff planner's inputs and answers for both the manager's grid and the employee's own roster.
import { z } from 'zod';
import { EmailSchema } from '../account.ts';
import { calendarDateSchema } from '../calendar-date-schema.ts';
import { dutchWallClock } from '../horeca/time.ts';
import { idSchema } from '../ids.ts';
import { minuteOf } from '../opening-hours.ts';
import { PLACE_KINDS } from '../place-staff.ts';

/* Staff planner (issue 20, items 1–5; ADR 047). Times are Dutch wall-clock times (ADR 022). */

const date = (what: string) =>
  calendarDateSchema({
    required: `Kies een ${what}`,
    invalid: `Vul de ${what} in als JJJJ-MM-DD`,
    nonexistent: `Deze ${what} bestaat niet`,
  });
const Time = z.string({ error: 'Gebruik uu:mm' }).regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Gebruik uu:mm');
const LocalDateTime = (what: string) =>
  z
    .string({ error: `Kies een ${what}` })
    .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, `Vul de ${what} in als JJJJ-MM-DDTuu:mm`)
    .refine((value) => localInstant(value) !== null, `Dit tijdstip bestaat niet (de klok gaat die nacht een uur vooruit)`);

/** A Dutch local 'YYYY-MM-DDTHH:MM' as an instant, or null when that time does not exist. */
export function localInstant(value: string): Date | null {
  const [day, time] = value.split('T') as [string, string];
  return dutchWallClock(day, minuteOf(time));
}

/** The longest shift the planner stores; the law warns from 9 or 12 hours. */
export const SHIFT_MAX_HOURS = 16;

export const StaffPlaceParamsSchema = z.object({
  kind: z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' }),
  id: z.string().min(1),
});
export const StaffItemParamsSchema = StaffPlaceParamsSchema.extend({ itemId: z.string().min(1) });

export const WeekQuerySchema = z.object({ week: date('week') });

const Skills = z
  .array(z.string().trim().min(1, 'Een vaardigheid is leeg').max(40, 'Een vaardigheid is hoogstens 40 tekens'))
  .max(12, 'Hoogstens 12 vaardigheden')
  .default([]);

export const EmployeeInputSchema = z.object({
  name: z.string({ error: 'Vul een naam in' }).trim().min(2, 'Vul een naam in').max(80, 'Een naam is hoogstens 80 tekens'),
  email: z
    .union([z.literal(''), EmailSchema])
    .optional()
    .default(''),
  role: z
    .string({ error: 'Vul een functie in' })
    .trim()
    .min(2, 'Vul een functie in')
    .max(40, 'Een functie is hoogstens 40 tekens'),
  skills: Skills,
  contractHours: z.coerce
    .number({ error: 'Vul de contracturen in' })
    .int('Contracturen zijn hele uren')
    .min(0, 'Contracturen zijn 0 of meer')
    .max(60, 'Hoogstens 60 contracturen per week'),
  birthDate: z
    .union([z.literal(''), date('geboortedatum')])
    .optional()
    .default(''),
  hourlyWageCents: z.coerce
    .number({ error: 'Vul een uurloon in' })
    .int('Uurloon in hele centen')
    .min(0, 'Het uurloon kan niet negatief zijn')
    .max(20_000, 'Een uurloon is hoogstens € 200')
    .nullable()
    .default(null),
});
export type EmployeeInput = z.input<typeof EmployeeInputSchema>;

const shiftTimes = <T extends { start: string; end: string }>(value: T, ctx: z.RefinementCtx) => {
  const start = localInstant(value.start);
  const end = localInstant(value.end);
  if (!start || !end) return;
  if (end.getTime() <= start.getTime()) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: 'Een dienst kan niet eindigen voordat hij begint' });
  } else if (end.getTime() - start.getTime() > SHIFT_MAX_HOURS * 3_600_000) {
    ctx.addIssue({ code: 'custom', path: ['end'], message: `Een dienst duurt hoogstens ${SHIFT_MAX_HOURS} uur` });
  }
};

const ShiftFields = z.object({
  employeeId: idSchema('Onbekende medewerker').nullable().default(null),
  start: LocalDateTime('begintijd'),
  end: LocalDateTime('eindtijd'),
  breakMinutes: z.coerce
    .number()
    .int('Pauze in hele minuten')
    .min(0, 'Pauze is 0 of meer minuten')
    .max(180, 'Hoogstens 180 minuten pauze')
    .default(0),
  role: z.string().trim().max(40, 'Een functie is hoogstens 40 tekens').default(''),
  note: z.string().trim().max(200, 'Een notitie is hoogstens 200 tekens').default(''),
});
export const ShiftInputSchema = ShiftFields.superRefine(shiftTimes);
export type ShiftInput = z.input<typeof ShiftInputSchema>;

export const TemplateInputSchema = z
  .object({
    name: z.string({ error: 'Vul een naam in' }).trim().min(2, 'Vul een naam in').max(40, 'Een naam is hoogstens 40 tekens'),
    start: Time,
    end: Time,
    breakMinutes: z.coerce
      .number()
      .int('Pauze in hele minuten')
      .min(0, 'Pauze is 0 of meer minuten')
      .max(180, 'Hoogstens 180 minuten pauze')
      .default(0),
    role: z.string().trim().max(40, 'Een functie is hoogstens 40 tekens').default(''),
  })
  .refine((t) => t.start !== t.end, { path: ['end'], message: 'Begin en einde kunnen niet gelijk zijn' });
export type TemplateInput = z.input<typeof TemplateInputSchema>;

export const CopyWeekInputSchema = z
  .object({ from: date('week om te kopiëren'), to: date('doelweek') })
  .refine((v) => v.from !== v.to, { path: ['to'], message: 'Kies een andere week om naartoe te kopiëren' });
export const PublishInputSchema = z.object({ week: date('week') });

/** What an employee may ask about their own shift. */
export const SHIFT_CHANGE_KINDS = ['swap', 'giveaway'] as const;
/** Every request the manager decides: the two about one's own shift, and claiming an open shift (ADR 060). */
export const SHIFT_REQUEST_KINDS = [...SHIFT_CHANGE_KINDS, 'claim'] as const;
export const ShiftRequestInputSchema = z.object({
  kind: z.enum(SHIFT_CHANGE_KINDS, { error: 'Kies ruilen of weggeven' }),
  toEmployeeId: idSchema('Onbekende collega').nullable().default(null),
  note: z.string().trim().max(200, 'Een toelichting is hoogstens 200 tekens').default(''),
});
export type ShiftRequestInput = z.input<typeof ShiftRequestInputSchema>;

/** Claiming an open shift of my place; the manager approves it like a swap. */
export const ClaimShiftInputSchema = z.object({
  note: z.string().trim().max(200, 'Een toelichting is hoogstens 200 tekens').default(''),
});
export type ClaimShiftInput = z.input<typeof ClaimShiftInputSchema>;

export const StaffDecisionInputSchema = z.object({ approve: z.boolean({ error: 'Kies goedkeuren of afwijzen' }) });

export const ABSENCE_KINDS = ['unavailable', 'leave'] as const;
export const AbsenceInputSchema = z
  .object({
    employeeId: idSchema('Onbekende medewerker'),
    kind: z.enum(ABSENCE_KINDS, { error: 'Kies niet beschikbaar of verlof' }),
    from: date('begindatum'),
    to: date('einddatum'),
    note: z.string().trim().max(200, 'Een toelichting is hoogstens 200 tekens').default(''),
  })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'De einddatum ligt voor de begindatum' });
export type AbsenceInput = z.input<typeof AbsenceInputSchema>;

export const ClockInputSchema = z.object({ employeeId: idSchema('Onbekende medewerker') });

/** Which of my employments' calendar link to renew (ADR 060). */
export const RenewCalendarLinkInputSchema = z.object({ employeeId: idSchema('Onbekende medewerker') });
/** The employee's new personal calendar link; the old one stops at once. */
export const CalendarLinkSchema = z.object({ icsUrl: z.string() });
/** The manager renewed an employee's link: it went to the employee's address when there is one, never to the manager. */
export const RenewedCalendarLinkSchema = z.object({ mailed: z.boolean() });

/** The personal link of the roster mail: proof that the signed-in person reads the employee's mailbox. */
export const LinkRosterInputSchema = z.object({
  token: z.string({ error: 'Deze koppellink is ongeldig.' }).regex(/^[\w-]{16,128}$/, 'Deze koppellink is ongeldig.'),
});
export type LinkRosterInput = z.infer<typeof LinkRosterInputSchema>;

export const TimeEntryInputSchema = z
  .object({
    employeeId: idSchema('Onbekende medewerker'),
    start: LocalDateTime('begintijd'),
    end: LocalDateTime('eindtijd'),
    reason: z.string({ error: 'Geef een reden' }).trim().min(3, 'Geef een reden').max(200, 'Een reden is hoogstens 200 tekens'),
    replacesId: idSchema('Onbekende registratie').nullable().default(null),
  })
  .superRefine(shiftTimes);
export type TimeEntryInput = z.input<typeof TimeEntryInputSchema>;

export const RejectEntryInputSchema = z.object({
  reason: z.string({ error: 'Geef een reden' }).trim().min(3, 'Geef een reden').max(200, 'Een reden is hoogstens 200 tekens'),
});

export const HoursQuerySchema = z
  .object({ from: date('begindatum'), to: date('einddatum') })
  .refine((v) => v.from <= v.to, { path: ['to'], message: 'De einddatum ligt voor de begindatum' });

/* Answers */

export const PlannerEmployeeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  linked: z.boolean(),
  role: z.string(),
  skills: z.array(z.string()),
  contractHours: z.number(),
  /** Only for the place's managers. */
  birthDate: z.string().nullable(),
  hourlyWageCents: z.number().nullable(),
  /** Age on the Monday of the week shown, for the planner's labels; null without a birth date. */
  age: z.number().nullable(),
});
export type PlannerEmployee = z.infer<typeof PlannerEmployeeSchema>;

export const PlannerShiftSchema = z.object({
  id: z.string(),
  employeeId: z.string().nullable(),
  startsAt: z.string(),
  endsAt: z.string(),
  date: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number(),
  role: z.string(),
  note: z.string(),
  published: z.boolean(),
});
export type PlannerShift = z.infer<typeof PlannerShiftSchema>;

export const ShiftTemplateSchema = z.object({
  id: z.string(),
  name: z.string(),
  start: z.string(),
  end: z.string(),
  breakMinutes: z.number(),
  role: z.string(),
});
export type ShiftTemplate = z.infer<typeof ShiftTemplateSchema>;

export const WorkWarningSchema = z.object({
  rule: z.string(),
  employeeId: z.string(),
  shiftId: z.string().nullable(),
  date: z.string(),
  message: z.string(),
  fix: z.string(),
  title: z.string(),
  citation: z.string(),
  source: z.string(),
});

export const ShiftRequestSchema = z.object({
  id: z.string(),
  shiftId: z.string(),
  kind: z.enum(SHIFT_REQUEST_KINDS),
  fromEmployeeId: z.string(),
  fromName: z.string(),
  toEmployeeId: z.string().nullable(),
  toName: z.string().nullable(),
  note: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
  shiftDate: z.string(),
  shiftStart: z.string(),
  shiftEnd: z.string(),
});
export type ShiftRequest = z.infer<typeof ShiftRequestSchema>;

export const AbsenceSchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  name: z.string(),
  kind: z.enum(ABSENCE_KINDS),
  from: z.string(),
  to: z.string(),
  note: z.string(),
  status: z.enum(['pending', 'approved', 'rejected']),
});
export type Absence = z.infer<typeof AbsenceSchema>;

export const TimeEntrySchema = z.object({
  id: z.string(),
  employeeId: z.string(),
  clockIn: z.string(),
  clockOut: z.string().nullable(),
  source: z.enum(['clock', 'manual']),
  status: z.enum(['active', 'rejected']),
  reason: z.string(),
  rejectReason: z.string(),
  replacesId: z.string().nullable(),
  minutes: z.number(),
});
export type TimeEntry = z.infer<typeof TimeEntrySchema>;

export const EmployeeWeekTotalsSchema = z.object({
  employeeId: z.string(),
  plannedMinutes: z.number(),
  workedMinutes: z.number(),
  costCents: z.number(),
});

export const PlannerWeekSchema = z.object({
  place: z.object({ kind: z.enum(PLACE_KINDS), id: z.string(), name: z.string() }),
  week: z.string(),
  days: z.array(z.string()),
  employees: z.array(PlannerEmployeeSchema),
  shifts: z.array(PlannerShiftSchema),
  templates: z.array(ShiftTemplateSchema),
  warnings: z.array(WorkWarningSchema),
  requests: z.array(ShiftRequestSchema),
  absences: z.array(AbsenceSchema),
  timeEntries: z.array(TimeEntrySchema),
  totals: z.array(EmployeeWeekTotalsSchema),
  /** Planned labour cost of the week with holiday pay, in cents. */
  costCents: z.number(),
  holidayPayPercent: z.number(),
  unpublished: z.number(),
});
export type PlannerWeek = z.infer<typeof PlannerWeekSchema>;

export const MyEmploymentSchema = z.object({
  employeeId: z.string(),
  place: z.object({ kind: z.enum(PLACE_KINDS), id: z.string(), name: z.string() }),
  role: z.string(),
  icsUrl: z.string(),
  clockedInSince: z.string().nullable(),
  colleagues: z.array(z.object({ id: z.string(), name: z.string() })),
});

export const MyRosterSchema = z.object({
  week: z.string(),
  employments: z.array(MyEmploymentSchema),
  shifts: z.array(PlannerShiftSchema.extend({ placeName: z.string() })),
  openShifts: z.array(PlannerShiftSchema.extend({ placeName: z.string() })),
  requests: z.array(ShiftRequestSchema),
  absences: z.array(AbsenceSchema),
});
export type MyRoster = z.infer<typeof MyRosterSchema>;

export const PlannerPlaceSchema = z.object({ kind: z.enum(PLACE_KINDS), id: z.string(), name: z.string() });
export const PlannerPlacesSchema = z.object({ places: z.array(PlannerPlaceSchema), employee: z.boolean() });
export type PlannerPlaces = z.infer<typeof PlannerPlacesSchema>;
