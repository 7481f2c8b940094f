// Without zod: the screen in the shop pages its menu with these (bundle budget, ADR 087); screens.ts has the schemas.
import { dutchClock, minuteOf } from './opening-hours.ts';
import type { ProductCategory } from './product-rules.ts';
import type { ScreenLayout } from './screens.ts';

/** The categories a screen shows now (Dutch time): the first daypart that covers now, else the layout's own. */
export function activeCategories(layout: ScreenLayout, at: Date): ProductCategory[] {
  const { minute } = dutchClock(at);
  for (const part of layout.dayparts) {
    const from = minuteOf(part.from);
    const to = minuteOf(part.to);
    const inside = from <= to ? minute >= from && minute < to : minute >= from || minute < to;
    if (inside) return part.categories;
  }
  return layout.categories;
}

/** Splits a list into pages of `perPage` for auto-paging screens. */
export function pages<T>(items: readonly T[], perPage: number): T[][] {
  const size = Math.max(1, Math.floor(perPage));
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result.length > 0 ? result : [[]];
}

/**
 * Pages for a screen by what fits: rows of measured heights fill the first column
 * top to bottom up to `available` pixels, then the next column, then a new page.
 * Returns, per page, the row indices per column. A row taller than a column gets
 * a column of its own rather than being lost.
 */
export function pagesByHeight(heights: readonly number[], available: number, columns: number): number[][][] {
  const columnCount = Math.max(1, Math.floor(columns));
  const result: number[][][] = [];
  let page: number[][] = [[]];
  let used = 0;
  heights.forEach((height, index) => {
    const column = page[page.length - 1] as number[];
    // Half a pixel of slack: measured heights are fractional.
    if (column.length > 0 && used + height > available + 0.5) {
      if (page.length === columnCount) {
        result.push(page);
        page = [[]];
      } else {
        page.push([]);
      }
      used = 0;
    }
    (page[page.length - 1] as number[]).push(index);
    used += height;
  });
  result.push(page);
  return result;
}

const HOUR_MS = 3_600_000;

/**
 * Menu views on screens (ADR 076): one view is a clock hour in which a screen showed its menu (loaded, not dimmed,
 * on view), counted once per screen and hour however often it reloads. This is the start of the hour `at` falls in;
 * a Dutch hour starts on the UTC hour, as the offset is whole hours.
 */
export function menuViewHour(at: Date): Date {
  return new Date(Math.floor(at.getTime() / HOUR_MS) * HOUR_MS);
}
