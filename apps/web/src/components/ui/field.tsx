import { forwardRef, type InputHTMLAttributes, useId } from 'react';
import { cn } from './cn.ts';

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input with its error announced to screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, className, id, ...props }, ref) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const errorId = `${inputId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {label}
      </label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={cn(
          'rounded-md border bg-white px-3 py-2 text-sm dark:bg-zinc-900',
          error ? 'border-red-500' : 'border-zinc-300 dark:border-zinc-700',
          className,
        )}
        {...props}
      />
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
});
