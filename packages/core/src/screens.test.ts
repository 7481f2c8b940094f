import { describe, expect, it } from 'vitest';
import { activeCategories, menuViewHour, pages, pagesByHeight } from './screen-paging.ts';
import { ScreenFormSchema, ScreenLayoutSchema } from './screens.ts';

describe('screen layout', () => {
  const layout = ScreenLayoutSchema.parse({
    categories: ['flower', 'hash'],
    dayparts: [{ from: '18:00', to: '02:00', categories: ['preroll', 'edible'] }],
  });
  it('uses the daypart that covers now (Dutch time), across midnight', () => {
    expect(activeCategories(layout, new Date('2026-11-23T10:00:00Z'))).toEqual(['flower', 'hash']);
    expect(activeCategories(layout, new Date('2026-11-23T18:30:00Z'))).toEqual(['preroll', 'edible']);
    expect(activeCategories(layout, new Date('2026-11-24T00:30:00Z'))).toEqual(['preroll', 'edible']);
    expect(activeCategories(layout, new Date('2026-11-24T01:30:00Z'))).toEqual(['flower', 'hash']);
  });
  it('defaults to two columns and every category', () => {
    expect(ScreenLayoutSchema.parse({})).toEqual({
      columns: 2,
      categories: ['flower', 'hash', 'preroll', 'edible'],
      dayparts: [],
    });
  });
  it('refuses a bad time and five columns', () => {
    expect(ScreenLayoutSchema.safeParse({ columns: 5 }).error?.issues[0]?.message).toBe('Maximaal 4 kolommen');
    expect(
      ScreenLayoutSchema.safeParse({ dayparts: [{ from: '25:00', to: '02:00', categories: ['hash'] }] }).error?.issues[0]
        ?.message,
    ).toBe('Gebruik uu:mm, bijvoorbeeld 18:00');
  });
});

describe('pages', () => {
  it('splits for auto-paging', () => {
    expect(pages([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(pages([], 3)).toEqual([[]]);
  });
});

describe('pagesByHeight (paging by what fits)', () => {
  it('fills a column up to the available height, then the next column, then a new page', () => {
    expect(pagesByHeight([40, 40, 40, 40, 40], 100, 2)).toEqual([
      [
        [0, 1],
        [2, 3],
      ],
      [[4]],
    ]);
  });
  it('puts more rows on a page when they are shorter (a bigger screen)', () => {
    expect(pagesByHeight([20, 20, 20, 20, 20], 100, 1)).toEqual([[[0, 1, 2, 3, 4]]]);
    expect(pagesByHeight([30, 30, 30, 30, 30], 100, 1)).toEqual([[[0, 1, 2]], [[3, 4]]]);
  });
  it('keeps rows of different heights whole and allows half a pixel of rounding', () => {
    expect(pagesByHeight([60, 40.3, 30], 100, 1)).toEqual([[[0, 1]], [[2]]]);
  });
  it('gives a row taller than a column a column of its own, and an empty list one empty page', () => {
    expect(pagesByHeight([150, 20], 100, 2)).toEqual([[[0], [1]]]);
    expect(pagesByHeight([], 100, 2)).toEqual([[[]]]);
  });
});

describe('ScreenFormSchema', () => {
  const values = {
    name: 'Toonbank',
    layout: { columns: '3', categories: ['flower', 'hash'], dayparts: [{ from: '', to: '06:00', categories: ['preroll'] }] },
    dimUntilTapped: true,
  };
  const withDaypart = (daypart: { from: string; to: string; categories: string[] }, layout = values.layout) => ({
    ...values,
    layout: { ...layout, dayparts: [daypart] },
  });

  it('turns the form into a screen input, with a daypart only when it has a start', () => {
    expect(ScreenFormSchema.parse(values)).toEqual({
      name: 'Toonbank',
      dimUntilTapped: true,
      layout: { columns: 3, categories: ['flower', 'hash'], dayparts: [] },
    });
    expect(ScreenFormSchema.parse(withDaypart({ from: '18:00', to: '06:00', categories: ['preroll'] })).layout.dayparts).toEqual([
      { from: '18:00', to: '06:00', categories: ['preroll'] },
    ]);
  });

  it("keeps the input schema's paths and messages", () => {
    const issues = ScreenFormSchema.safeParse({
      ...withDaypart({ from: '18:00', to: '06:00', categories: [] }, { ...values.layout, columns: '2', categories: [] }),
      name: ' ',
    }).error?.issues;
    expect(issues?.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['name', 'Naam is verplicht'],
      ['layout.categories', 'Kies minimaal één categorie'],
      ['layout.dayparts.0.categories', 'Kies minimaal één categorie'],
    ]);
  });
});

describe('menu views on screens (ADR 076)', () => {
  it('counts by the clock hour: the whole hour maps to its start, in summer and winter time alike', () => {
    expect(menuViewHour(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(menuViewHour(new Date('2026-11-23T10:59:59.999Z')).toISOString()).toBe('2026-11-23T10:00:00.000Z');
    expect(menuViewHour(new Date('2026-07-01T22:30:00Z')).toISOString()).toBe('2026-07-01T22:00:00.000Z');
  });
});
