import { type ClaimShiftInput, ClaimShiftInputSchema, checkEmployeeWeek, dutchDate, mondayOf } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { myEmployees } from './employee.service.ts';
import { weekBounds } from './planner.service.ts';
import { requestView, shiftLabel } from './planner.view.ts';
import * as q from './staff-planner.queries.ts';

/*
 * Claiming an open shift from "Mijn rooster" (issue 20 leftover, ADR 060). The claim waits for the manager like a
 * swap; the Arbeidstijdenwet rules run on the claimant, when claiming and again when the manager approves.
 */

const DAY = 86_400_000;
const NOT_OPEN = 'Deze open dienst bestaat niet (meer) bij jouw zaak.';
export const ALREADY_CLAIMED = 'Deze open dienst is al aangevraagd; je leidinggevende beslist eerst over die aanvraag.';

type Shift = NonNullable<Awaited<ReturnType<typeof q.selectShift>>>;
type Employee = Awaited<ReturnType<typeof q.selectMyEmployees>>[number];

/**
 * Refuses a shift for an employee when it overlaps one of theirs or breaks a working-time rule (Arbeidstijdenwet,
 * youth rules) in its week; the Dutch message names the rule and the fix. `you` words it for the employee.
 */
export async function assertShiftFits(ctx: ServiceContext, employee: Employee, shift: Shift, you: boolean) {
  const other = await q.selectOverlap(ctx.db, employee.id, shift.startsAt, shift.endsAt, shift.id);
  if (other) {
    const who = you ? 'Je hebt' : `${employee.name} heeft`;
    throw new ValidationError(`${who} dan al een dienst (${shiftLabel(other)}).`);
  }
  const monday = mondayOf(dutchDate(shift.startsAt));
  const bounds = weekBounds(monday);
  // Two weeks before (weekly rest over 14 days, shortened daily rest) and a day after, as the planner checks.
  const around = await q.selectEmployeeShifts(
    ctx.db,
    [employee.id],
    new Date(bounds.from.getTime() - 8 * DAY),
    new Date(bounds.to.getTime() + DAY),
    false,
  );
  const rules = [...around.filter((s) => s.id !== shift.id), { ...shift, employeeId: employee.id }].map((s) => ({
    id: s.id,
    employeeId: employee.id,
    startsAt: s.startsAt,
    endsAt: s.endsAt,
    breakMinutes: s.breakMinutes,
  }));
  const before = new Set(
    checkEmployeeWeek(
      employee,
      rules.filter((s) => s.id !== shift.id),
      monday,
    ).map((w) => `${w.rule}:${w.shiftId}:${w.date}`),
  );
  // Only what this shift adds counts: a rule the week already broke is the manager's to fix, not a reason to refuse.
  const added = checkEmployeeWeek(employee, rules, monday).filter((w) => !before.has(`${w.rule}:${w.shiftId}:${w.date}`));
  const [first] = added;
  if (first) {
    throw new ValidationError(
      `Deze dienst past niet binnen de Arbeidstijdenwet: ${first.message} ${first.fix}`,
      added.map((w) => ({ path: ['shiftId'], message: `${w.title}: ${w.message}` })),
    );
  }
}

/** Asks the manager for an open shift of one of my places. */
export async function claimOpenShift(ctx: ServiceContext, shiftId: string, input: ClaimShiftInput) {
  const { note } = ClaimShiftInputSchema.parse(input);
  const { employees } = await myEmployees(ctx);
  const shift = await q.selectShift(ctx.db, shiftId);
  const employee = employees.find((e) => e.placeKind === shift?.placeKind && e.placeId === shift?.placeId);
  if (!shift || !employee) throw new NotFoundError(NOT_OPEN);
  if (shift.employeeId) throw new ConflictError('Deze dienst is al aan een collega gegeven.');
  if (!shift.publishedAt) throw new NotFoundError(NOT_OPEN);
  if (shift.startsAt.getTime() <= Date.now()) throw new ValidationError('Deze dienst is al begonnen of voorbij.');
  const pending = await q.selectRequestsForShifts(ctx.db, [shift.id]);
  if (pending.some((r) => r.status === 'pending')) throw new ConflictError(ALREADY_CLAIMED);
  await assertShiftFits(ctx, employee, shift, true);
  const row = await q.insertRequest(ctx.db, {
    shiftId: shift.id,
    kind: 'claim',
    fromEmployeeId: employee.id,
    toEmployeeId: employee.id,
    note,
  });
  if (!row) throw new ConflictError(ALREADY_CLAIMED);
  return requestView(row, shift, new Map([[employee.id, employee.name]]));
}
