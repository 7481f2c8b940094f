import { describe, expect, it } from 'vitest';
import { TableInputSchema } from './floor.ts';
import {
  allocateTables,
  combinationsOf,
  isCombination,
  largestParty,
  onlinePartyLimit,
  type TableInfo,
  tableChoiceProblem,
} from './tables.ts';

const table = (id: string, seats: number, extra: Partial<TableInfo> = {}): TableInfo => ({
  id,
  areaId: 'zaal',
  seats,
  minParty: 1,
  bookableOnline: true,
  combinesWith: [],
  ...extra,
});
const start = 0;
const end = 7_200_000;

describe('explicit combinations (ADR 031)', () => {
  // a–b and b–c are pairs (a row of three); d stands alone.
  const a = table('a', 2, { combinesWith: ['b'] });
  const b = table('b', 2, { combinesWith: ['c'] });
  const c = table('c', 2);
  const d = table('d', 2);

  it('combines tables linked directly or through the group, never unlinked ones', () => {
    expect(isCombination([a, b])).toBe(true);
    expect(isCombination([b, a])).toBe(true);
    expect(isCombination([a, b, c])).toBe(true);
    expect(isCombination([a, c])).toBe(false);
    expect(isCombination([a, d])).toBe(false);
    expect(isCombination([a])).toBe(false);
    expect(combinationsOf([a, b, c, d]).map((group) => group.map((t) => t.id).join(''))).toEqual(['ab', 'abc', 'bc']);
  });

  it('seats a party that needs two tables only at a pair', () => {
    expect(allocateTables([a, b, c, d], [], 4, start, end)).toEqual(['a', 'b']);
    expect(allocateTables([a, b, c, d], [{ tableIds: ['b'], start, end }], 4, start, end)).toBeNull();
    expect(allocateTables([a, b, c, d], [], 6, start, end)).toEqual(['a', 'b', 'c']);
    expect(largestParty([a, b, c, d])).toBe(6);
  });

  it('respects the minimum party of a table, alone or combined', () => {
    const big = table('big', 8, { minParty: 5 });
    expect(allocateTables([big, table('small', 2)], [], 4, start, end)).toBeNull();
    expect(allocateTables([big], [], 5, start, end)).toEqual(['big']);
    const pairNeedsFour = [table('x', 2, { combinesWith: ['y'], minParty: 4 }), table('y', 2)];
    expect(allocateTables(pairNeedsFour, [], 3, start, end)).toBeNull();
    expect(allocateTables(pairNeedsFour, [], 4, start, end)).toEqual(['x', 'y']);
  });

  it('limits online guests to tables bookable online', () => {
    const floor = [table('p', 4, { combinesWith: ['q'] }), table('q', 4, { bookableOnline: false })];
    expect(largestParty(floor)).toBe(8);
    expect(onlinePartyLimit({ maxPartySize: 10 }, floor)).toBe(4);
  });

  it('explains why staff’s own choice does not fit the floor', () => {
    expect(tableChoiceProblem([a, b], 4)).toBeNull();
    expect(tableChoiceProblem([a, b], 5)).toBe('Deze tafels hebben te weinig plaatsen');
    expect(tableChoiceProblem([a, d], 4)).toBe('Deze tafels kunnen niet worden gecombineerd');
    expect(tableChoiceProblem([table('big', 8, { minParty: 5 })], 2)).toBe('Deze tafel is voor grotere groepen');
  });
});

describe('table input', () => {
  const base = { areaId: '00000000-0000-4000-8000-000000000001', name: '7', seats: 4, minParty: 1 };
  it('refuses fewer than one seat and a minimum party above the seats, in Dutch', () => {
    expect(TableInputSchema.safeParse({ ...base, seats: 0 }).error?.issues[0]?.message).toBe('Een tafel heeft minimaal 1 plaats');
    expect(TableInputSchema.safeParse({ ...base, minParty: 5 }).error?.issues[0]?.message).toBe(
      'De minimale groepsgrootte kan niet groter zijn dan het aantal plaatsen',
    );
    expect(TableInputSchema.parse(base)).toMatchObject({ bookableOnline: true, combinesWith: [], x: 0, y: 0 });
  });
});
