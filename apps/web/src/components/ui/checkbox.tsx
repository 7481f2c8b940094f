import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react';
import { cn } from './cn.ts';

/*
 * A styled native checkbox rather than @radix-ui/react-checkbox: a native input works with
 * react-hook-form's `register`, with FormData and with Playwright's check(), and inherits
 * `disabled` from a surrounding fieldset (ReadOnlyFieldset); Radix renders a button that
 * needs a Controller for each of these.
 */
export const CHECKBOX_CLASS = 'h-4 w-4 shrink-0 accent-brand disabled:cursor-not-allowed';

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  /** The visible label; without it the caller labels the box (aria-label or its own <label>). */
  label?: ReactNode;
  labelClassName?: string;
};

/** A checkbox, wrapped in its label when one is given so the whole text is clickable. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, className, labelClassName, id, ...props },
  ref,
) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const input = <input ref={ref} id={inputId} type="checkbox" className={cn(CHECKBOX_CLASS, className)} {...props} />;
  if (label === undefined) return input;
  return (
    <label htmlFor={inputId} className={cn('flex items-center gap-2 text-sm', labelClassName)}>
      {input}
      {label}
    </label>
  );
});
