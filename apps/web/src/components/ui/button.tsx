import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

type Variant = 'primary' | 'secondary' | 'ghost' | 'dangerGhost' | 'danger';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-brand text-brand-contrast hover:opacity-90',
  secondary:
    'border border-zinc-300 bg-white text-zinc-900 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:hover:bg-zinc-800',
  ghost: 'text-zinc-700 hover:bg-zinc-100 dark:text-zinc-200 dark:hover:bg-zinc-800',
  dangerGhost: 'text-red-700 hover:bg-zinc-100 dark:text-red-300 dark:hover:bg-zinc-800',
  danger: 'bg-red-600 text-white hover:bg-red-700',
};

/** The default corners, padding and text size; a smaller or larger button passes its own as `box`. */
export const BUTTON_BOX = 'rounded-md px-4 py-2 text-sm';
/** A smaller button (rows, toolbars). */
export const BUTTON_BOX_SMALL = 'rounded-md px-3 py-1.5 text-sm';
/** The most compact button (inside table cells and chips). */
export const BUTTON_BOX_COMPACT = 'rounded-md px-2 py-1 text-sm';

/**
 * A button's classes. `box` replaces BUTTON_BOX: `cn` only joins classes, so a `px-2` in `extra` would not beat the
 * `px-4` (scripts/class-conflicts.test.ts finds such a pair).
 */
export const buttonClass = (variant: Variant = 'primary', extra?: string, box: string = BUTTON_BOX) =>
  cn(
    'inline-flex items-center justify-center gap-2 font-medium transition disabled:cursor-not-allowed disabled:opacity-50',
    box,
    VARIANTS[variant],
    extra,
  );

export function Button({
  variant = 'primary',
  className,
  box,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; box?: string }) {
  return <button type={type} className={buttonClass(variant, className, box)} {...props} />;
}
