import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/*
 * Semantic table parts for the features, so a data table is built one way. They add no padding
 * or borders of their own: each table keeps the spacing and mobile layout (e.g. rows as cards
 * below `sm`) its feature gives it, and `ref` passes through as a prop (React 19).
 */

/** A full-width table in the body text size; wrap it in `overflow-x-auto` where columns may overflow. */
/** `textSize` replaces the default `text-sm` (a size in `className` would not beat it: `cn` only joins). */
export function Table({ className, textSize = 'text-sm', ...props }: HTMLAttributes<HTMLTableElement> & { textSize?: string }) {
  return <table className={cn('w-full', textSize, className)} {...props} />;
}

export function TableHeader(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow(props: HTMLAttributes<HTMLTableRowElement>) {
  return <tr {...props} />;
}

/** A header cell; give `scope="row"` for a row header so screen readers pair it with its cells. */
export function TableHead(props: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th {...props} />;
}

export function TableCell(props: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td {...props} />;
}
