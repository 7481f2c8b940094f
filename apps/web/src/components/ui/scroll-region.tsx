import type { ReactNode } from 'react';
import { cn } from './cn.ts';

/**
 * A box that scrolls sideways on narrow screens around content with nothing focusable in it (a table of figures):
 * a named region in the Tab order, so keyboard users can scroll it with the arrow keys (WCAG 2.1.1).
 */
export function ScrollRegion({ label, className, children }: { label: string; className?: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls must take the focus to scroll by keyboard.
    <section aria-label={label} tabIndex={0} className={cn('overflow-x-auto rounded focus-visible:outline-2', className)}>
      {children}
    </section>
  );
}
