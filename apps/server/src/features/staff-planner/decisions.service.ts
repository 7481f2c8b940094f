import type { PlaceKindName } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { assertShiftFits } from './claims.service.ts';
import { placeShift, refuseOverlap, requirePlanner } from './planner.service.ts';
import * as q from './staff-planner.queries.ts';

/**
 * The manager approves or rejects a swap, give-away or claim. Approving a swap gives the shift to the named colleague
 * (refused when it overlaps one of theirs); approving a give-away makes it an open shift; approving a claim gives the
 * open shift to the claimant (refused when it was given away meanwhile or breaks a working-time rule, ADR 060). Either way the changed
 * shift waits to be published again.
 */
export async function decideShiftRequest(
  ctx: ServiceContext,
  kind: PlaceKindName,
  id: string,
  requestId: string,
  approve: boolean,
) {
  const { actor, place } = await requirePlanner(ctx, kind, id);
  const request = await q.selectRequest(ctx.db, requestId);
  if (!request) throw new NotFoundError('Dit verzoek bestaat niet.');
  const shift = await placeShift(ctx, kind, place.id, request.shiftId);
  if (request.status !== 'pending') throw new ConflictError('Over dit verzoek is al beslist.');
  if (approve && request.kind === 'claim') {
    // A claimed open shift must still be open, and still fit the claimant's week (ADR 060).
    if (shift.employeeId) throw new ConflictError('Deze dienst is al aan een collega gegeven.');
    const claimant = request.toEmployeeId ? await q.selectEmployee(ctx.db, request.toEmployeeId) : undefined;
    if (!claimant) throw new NotFoundError('Deze medewerker bestaat niet meer.');
    await assertShiftFits(ctx, claimant, shift, false);
  } else if (approve && request.toEmployeeId) {
    await refuseOverlap(ctx, request.toEmployeeId, shift.startsAt, shift.endsAt, shift.id);
  }
  await withTransaction(ctx, async (tx) => {
    if (!(await q.decideRequest(tx.db, request.id, approve ? 'approved' : 'rejected', actor.user.id))) {
      throw new ConflictError('Over dit verzoek is al beslist.');
    }
    if (approve) await q.updateShift(tx.db, shift.id, { employeeId: request.toEmployeeId, publishedAt: null });
  });
  return { status: approve ? ('approved' as const) : ('rejected' as const) };
}

export async function decideAbsence(ctx: ServiceContext, kind: PlaceKindName, id: string, absenceId: string, approve: boolean) {
  const { actor, place } = await requirePlanner(ctx, kind, id);
  const absence = await q.selectAbsence(ctx.db, absenceId);
  const employee = absence ? await q.selectEmployee(ctx.db, absence.employeeId) : undefined;
  if (!absence || !employee || employee.placeKind !== kind || employee.placeId !== place.id) {
    throw new NotFoundError('Deze aanvraag bestaat niet.');
  }
  if (!(await q.decideAbsence(ctx.db, absence.id, approve ? 'approved' : 'rejected', actor.user.id))) {
    throw new ConflictError('Over deze aanvraag is al beslist.');
  }
  return { status: approve ? ('approved' as const) : ('rejected' as const) };
}
