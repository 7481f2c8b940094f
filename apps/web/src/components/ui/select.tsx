import { forwardRef, type SelectHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { CONTROL_CLASS } from './control.ts';

/*
 * A styled native <select> rather than @radix-ui/react-select: the native control opens the
 * platform picker on phones, keeps type-ahead and arrow keys without extra code, submits with
 * FormData, works with `register`, and stays reachable for Playwright's selectOption(), which
 * the e2e specs use. Radix Select would need a Controller per field and a click-through in specs.
 */
export const Select = forwardRef<HTMLSelectElement, SelectHTMLAttributes<HTMLSelectElement>>(function Select(
  { className, ...props },
  ref,
) {
  return <select ref={ref} className={cn(CONTROL_CLASS, 'border-zinc-300 dark:border-zinc-700', className)} {...props} />;
});
