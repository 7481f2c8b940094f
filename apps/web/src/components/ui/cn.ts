import { twMerge } from 'tailwind-merge';

/**
 * Joins class names, skipping empty ones; of two Tailwind classes for the same
 * property the later wins (a `className` passed to a component overrides its
 * base style, as callers expect; plain joining left that to the CSS order).
 */
export function cn(...classes: Array<string | false | null | undefined>): string {
  return twMerge(...classes);
}
