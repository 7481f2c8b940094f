import type { ReservationSettings } from './reservations.ts';

/** A table as the table-choice rule sees it: the floor plan's seats, minimum party, online flag and combinations. */
export interface TableInfo {
  id: string;
  areaId: string;
  seats: number;
  /** The smallest party this table is given to (alone or in a combination). */
  minParty: number;
  /** Guests booking online only get these; staff may use every table. */
  bookableOnline: boolean;
  /** The tables this one may be pushed together with (ADR 031: explicit pairs, groups are connected). */
  combinesWith: readonly string[];
}

/** Something that holds tables for a time: a reservation, or a block (tableIds null: the whole venue). */
export interface Occupation {
  tableIds: readonly string[] | null;
  start: number;
  end: number;
}

const overlaps = (a: { start: number; end: number }, start: number, end: number) => a.start < end && start < a.end;
const seatsOf = (group: readonly TableInfo[]) => group.reduce((sum, table) => sum + table.seats, 0);

/** The tables a guest may get online: the ones the owner marked bookable online. */
export const onlineTables = (tables: readonly TableInfo[]) => tables.filter((table) => table.bookableOnline);

/**
 * Whether these tables may be combined: every one is linked (directly or
 * through the others in the group) to the rest. A row A–B–C combines when
 * A–B and B–C are pairs, as pushed-together tables do.
 */
export function isCombination(group: readonly TableInfo[]): boolean {
  if (group.length < 2) return false;
  const ids = new Set(group.map((table) => table.id));
  if (ids.size !== group.length) return false;
  const reached = new Set([group[0]?.id]);
  const queue = [group[0] as TableInfo];
  while (queue.length > 0) {
    const table = queue.pop() as TableInfo;
    for (const other of group) {
      const linked = table.combinesWith.includes(other.id) || other.combinesWith.includes(table.id);
      if (linked && !reached.has(other.id)) {
        reached.add(other.id);
        queue.push(other);
      }
    }
  }
  return reached.size === group.length;
}

/** Every connected group of 2..max tables (grown along the pairs, each group once). */
export function combinationsOf(tables: readonly TableInfo[], max = 3): TableInfo[][] {
  const linked = tables.filter((table) => tables.some((other) => other.id !== table.id && isCombination([table, other])));
  const sorted = [...linked].sort((a, b) => a.id.localeCompare(b.id));
  const result: TableInfo[][] = [];
  const walk = (from: number, chosen: TableInfo[]) => {
    if (chosen.length >= 2 && isCombination(chosen)) result.push(chosen);
    if (chosen.length === max) return;
    for (let i = from; i < sorted.length; i++) walk(i + 1, [...chosen, sorted[i] as TableInfo]);
  };
  walk(0, []);
  return result;
}

/** Why these tables cannot seat this party together (Dutch), or null: staff's own choice is held to the floor too. */
export function tableChoiceProblem(group: readonly TableInfo[], partySize: number): string | null {
  if (seatsOf(group) < partySize) return 'Deze tafels hebben te weinig plaatsen';
  if (group.some((table) => partySize < table.minParty)) return 'Deze tafel is voor grotere groepen';
  if (group.length > 1 && !isCombination(group)) return 'Deze tafels kunnen niet worden gecombineerd';
  return null;
}

/**
 * The tables for a party from start to end (epoch ms): the smallest free
 * table that seats them and whose minimum party they reach; else the
 * combination (connected pairs, ADR 031) of free tables with the fewest
 * spare seats, then the fewest tables. Null: full.
 */
export function allocateTables(
  tables: readonly TableInfo[],
  occupied: readonly Occupation[],
  partySize: number,
  start: number,
  end: number,
  maxCombined = 3,
): string[] | null {
  const clashing = occupied.filter((item) => overlaps(item, start, end));
  if (clashing.some((item) => item.tableIds === null)) return null;
  const busy = new Set(clashing.flatMap((item) => item.tableIds ?? []));
  const free = tables.filter((table) => !busy.has(table.id) && table.minParty <= partySize);
  const single = free
    .filter((table) => table.seats >= partySize)
    .sort((a, b) => a.seats - b.seats || a.id.localeCompare(b.id))[0];
  if (single) return [single.id];

  let best: TableInfo[] | null = null;
  for (const group of combinationsOf(free, maxCombined)) {
    if (seatsOf(group) < partySize) continue;
    if (!best || seatsOf(group) < seatsOf(best) || (seatsOf(group) === seatsOf(best) && group.length < best.length)) {
      best = group;
    }
  }
  return best ? best.map((table) => table.id) : null;
}

/**
 * The largest party the floor can seat at once: its biggest table, or the
 * biggest combination (as allocateTables combines them). Party sizes above
 * it are never offered.
 */
export function largestParty(tables: readonly TableInfo[], maxCombined = 3): number {
  const single = Math.max(0, ...tables.map((table) => table.seats));
  return Math.max(single, ...combinationsOf(tables, maxCombined).map(seatsOf));
}

/** The largest party a guest may book online: the venue's setting, never more than the online tables seat. */
export const onlinePartyLimit = (settings: Pick<ReservationSettings, 'maxPartySize'>, tables: readonly TableInfo[]) =>
  Math.min(settings.maxPartySize, largestParty(onlineTables(tables)));
