import { forwardRef, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn.ts';
import { CONTROL_CLASS } from './control.ts';

/** A bare text area in the kit's style; TextareaField adds the label and error. */
export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, rows = 3, ...props },
  ref,
) {
  return (
    <textarea ref={ref} rows={rows} className={cn(CONTROL_CLASS, 'border-zinc-300 dark:border-zinc-700', className)} {...props} />
  );
});
