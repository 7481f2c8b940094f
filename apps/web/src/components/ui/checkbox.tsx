import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

/*
 * A styled native checkbox rather than @radix-ui/react-checkbox: a native input works with
 * react-hook-form's `register`, with FormData and with Playwright's check(), and inherits
 * `disabled` from a surrounding fieldset (ReadOnlyFieldset); Radix renders a button that
 * needs a Controller for each of these.
 */
export const CHECKBOX_CLASS = 'shrink-0 accent-brand disabled:cursor-not-allowed';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The visible label; without it the caller labels the box (aria-label or its own <label>). */
  label?: ReactNode;
  labelClassName?: string;
  /**
   * The box's size and the label's alignment, gap and text size, replacing the defaults (`cn` only joins classes, so
   * an `h-3.5` in `className` would not beat the `h-4` here).
   */
  boxSize?: string;
  labelLayout?: string;
};

/** A checkbox, wrapped in its label when one is given so the whole text is clickable. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, labelClassName, boxSize = 'h-4 w-4', labelLayout = 'items-center gap-2 text-sm', id, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = <input ref={ref} id={inputId} type="checkbox" className={cn(boxSize, CHECKBOX_CLASS, className)} {...props} />;
  if (label === undefined) return input;
  return (
    <label htmlFor={inputId} className={cn('flex', labelLayout, labelClassName)}>
      {input}
      {label}
    </label>
  );
});
