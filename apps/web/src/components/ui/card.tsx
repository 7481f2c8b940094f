import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

/**
 * A bordered panel. `padding` and `borderColor` replace the default ones (`cn` only joins, so a `p-4` in `className`
 * would not beat the `p-5` here; scripts/class-conflicts.test.ts finds such a pair).
 */
export function Card({
  className,
  padding = 'p-5',
  borderColor = 'border-zinc-200',
  ...props
}: HTMLAttributes<HTMLDivElement> & { padding?: string; borderColor?: string }) {
  return (
    <div
      className={cn(
        'rounded-xl border bg-white shadow-sm dark:border-zinc-800 dark:bg-zinc-900',
        padding,
        borderColor,
        className,
      )}
      {...props}
    />
  );
}
