import {
  type AreaInput,
  type Floor,
  type FloorArea,
  type FloorTable,
  isId,
  type TableInput,
  type TablePosition,
} from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import * as fq from './floor.queries.ts';
import { auditAdminVenueChange, requireVenueAccess, type VenueAccess } from './venue-access.ts';

const invalid = (path: string, message: string): never => {
  throw new ValidationError(message, [{ path: [path], message }]);
};

const toFloorTable = (table: fq.TableRow, partners: Map<string, string[]>): FloorTable => ({
  id: table.id,
  areaId: table.areaId,
  name: table.name,
  seats: table.seats,
  minParty: table.minParty,
  bookableOnline: table.bookableOnline,
  x: table.x,
  y: table.y,
  combinesWith: partners.get(table.id) ?? [],
});

const audit = (ctx: ServiceContext, access: VenueAccess, change: string, details: Record<string, unknown> = {}) =>
  auditAdminVenueChange(ctx, access, 'venue.reservations', { change, ...details });

/** The venue's areas and tables with their positions and combinations: the plan owners draw. */
export async function getFloor(ctx: ServiceContext, venueId: string): Promise<Floor> {
  const { venue } = await requireVenueAccess(ctx, venueId, 'details');
  const [areas, tables, partners] = await Promise.all([
    fq.selectAreas(ctx.db, venue.id),
    fq.selectActiveTables(ctx.db, venue.id),
    fq.selectPartners(ctx.db, venue.id),
  ]);
  return {
    venue: { id: venue.id, name: venue.name },
    areas: areas.map((area) => ({ id: area.id, name: area.name })),
    tables: tables.map((table) => toFloorTable(table, partners)),
  };
}

export async function addArea(ctx: ServiceContext, venueId: string, input: AreaInput): Promise<FloorArea> {
  const access = await requireVenueAccess(ctx, venueId, 'details');
  const area = await fq.insertArea(ctx.db, access.venue.id, input.name);
  await audit(ctx, access, 'area_added', { area: area.name });
  return { id: area.id, name: area.name };
}

async function findArea(ctx: ServiceContext, areaId: string) {
  const area = isId(areaId) ? await fq.selectArea(ctx.db, areaId) : undefined;
  if (!area) throw new NotFoundError('Dit gedeelte bestaat niet.');
  return { area, access: await requireVenueAccess(ctx, area.venueId, 'details') };
}

export async function renameArea(ctx: ServiceContext, areaId: string, input: AreaInput): Promise<FloorArea> {
  const { access } = await findArea(ctx, areaId);
  const area = await fq.renameArea(ctx.db, areaId, input.name);
  await audit(ctx, access, 'area_renamed', { area: area.name });
  return { id: area.id, name: area.name };
}

/** An area goes only once it is empty: its tables (and their reservations) are moved or removed first. */
export async function removeArea(ctx: ServiceContext, areaId: string): Promise<void> {
  const { area, access } = await findArea(ctx, areaId);
  if (!(await fq.deleteEmptyArea(ctx.db, area.id))) {
    throw new ConflictError('Dit gedeelte heeft nog tafels. Verplaats of verwijder die eerst.');
  }
  await audit(ctx, access, 'area_removed', { area: area.name });
}

/** The input fits this venue's floor: its own area, a free name, partners among its own other tables. */
async function checkTable(ctx: ServiceContext, venueId: string, input: TableInput, tableId?: string) {
  const area = await fq.selectArea(ctx.db, input.areaId);
  if (!area || area.venueId !== venueId) invalid('areaId', 'Kies een gedeelte van deze zaak');
  if (await fq.findTableNamed(ctx.db, venueId, input.name, tableId)) {
    invalid('name', 'Er staat al een tafel met deze naam in deze zaak');
  }
  const partners = [...new Set(input.combinesWith)];
  if (tableId && partners.includes(tableId)) invalid('combinesWith', 'Een tafel kan niet met zichzelf worden gecombineerd');
  const own = new Set((await fq.selectActiveTables(ctx.db, venueId)).map((table) => table.id));
  if (partners.some((id) => !own.has(id))) invalid('combinesWith', 'Combineer alleen met tafels van deze zaak');
  return partners;
}

const tableValues = (input: TableInput) => ({
  areaId: input.areaId,
  name: input.name,
  seats: input.seats,
  minParty: input.minParty,
  bookableOnline: input.bookableOnline,
});

export async function addTable(ctx: ServiceContext, venueId: string, input: TableInput): Promise<FloorTable> {
  const access = await requireVenueAccess(ctx, venueId, 'details');
  const { venue } = access;
  const partners = await checkTable(ctx, venue.id, input);
  const table = await withTransaction(ctx, async (tx) => {
    const row = await fq.insertTable(tx.db, { venueId: venue.id, ...tableValues(input), x: input.x, y: input.y });
    await fq.replacePairs(tx.db, venue.id, row.id, partners);
    return row;
  });
  await audit(ctx, access, 'table_added', { table: table.name });
  return toFloorTable(table, new Map([[table.id, partners]]));
}

async function findTable(ctx: ServiceContext, tableId: string) {
  const table = isId(tableId) ? await fq.selectTable(ctx.db, tableId) : undefined;
  if (!table) throw new NotFoundError('Deze tafel bestaat niet.');
  return { table, access: await requireVenueAccess(ctx, table.venueId, 'details') };
}

export async function updateTable(ctx: ServiceContext, tableId: string, input: TableInput): Promise<FloorTable> {
  const { table, access } = await findTable(ctx, tableId);
  const partners = await checkTable(ctx, table.venueId, input, table.id);
  const updated = await withTransaction(ctx, async (tx) => {
    const row = await fq.updateTable(tx.db, table.id, { ...tableValues(input), x: input.x, y: input.y });
    await fq.replacePairs(tx.db, table.venueId, table.id, partners);
    return row;
  });
  await audit(ctx, access, 'table_changed', { table: updated.name });
  return toFloorTable(updated, new Map([[updated.id, partners]]));
}

/** A table dragged to another place on the plan (mouse, touch or keyboard). */
export async function moveTable(ctx: ServiceContext, tableId: string, position: TablePosition): Promise<FloorTable> {
  const { table } = await findTable(ctx, tableId);
  const moved = await fq.updateTable(ctx.db, table.id, position);
  return toFloorTable(moved, await fq.selectPartners(ctx.db, table.venueId));
}

/** Off the floor, unless a reservation that has not ended still holds it; past reservations keep its name. */
export async function removeTable(ctx: ServiceContext, tableId: string): Promise<void> {
  const { table, access } = await findTable(ctx, tableId);
  await withTransaction(ctx, async (tx) => {
    // Under the table's lock: a booking allocating it right now waits, and then no longer sees it.
    await fq.lockTable(tx.db, table.id);
    if (await fq.hasFutureReservations(tx.db, table.venueId, [table.id], new Date())) {
      throw new ConflictError('Deze tafel heeft nog reserveringen. Verplaats of annuleer die eerst.');
    }
    await fq.replacePairs(tx.db, table.venueId, table.id, []);
    await fq.updateTable(tx.db, table.id, { active: false });
  });
  await audit(ctx, access, 'table_removed', { table: table.name });
}
