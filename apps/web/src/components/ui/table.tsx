import type { HTMLAttributes, TdHTMLAttributes, ThHTMLAttributes } from 'react';
import { cn } from './cn.ts';

/**
 * A data table that scrolls sideways on narrow screens instead of widening the page.
 * `stack` turns rows into blocks below `sm` for tables whose rows read better as cards.
 */
export function Table({ className, stack = false, ...props }: HTMLAttributes<HTMLTableElement> & { stack?: boolean }) {
  return (
    <div className={cn('overflow-x-auto', stack && 'max-sm:overflow-visible')}>
      <table className={cn('w-full text-left text-sm', stack && 'max-sm:block', className)} {...props} />
    </div>
  );
}

export function TableHeader({ className, ...props }: HTMLAttributes<HTMLTableSectionElement>) {
  return <thead className={cn('text-zinc-600 dark:text-zinc-300', className)} {...props} />;
}

export function TableBody(props: HTMLAttributes<HTMLTableSectionElement>) {
  return <tbody {...props} />;
}

export function TableRow({ className, ...props }: HTMLAttributes<HTMLTableRowElement>) {
  return <tr className={cn('border-t border-zinc-200 dark:border-zinc-800', className)} {...props} />;
}

/** A column or row header; `scope` defaults to "col" so screen readers pair cells with it. */
export function TableHead({ className, scope = 'col', ...props }: ThHTMLAttributes<HTMLTableCellElement>) {
  return <th scope={scope} className={cn('py-2 pr-3 font-medium', className)} {...props} />;
}

export function TableCell({ className, ...props }: TdHTMLAttributes<HTMLTableCellElement>) {
  return <td className={cn('py-2 pr-3', className)} {...props} />;
}
