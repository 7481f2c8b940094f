import {
  forwardRef,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useCallback,
  useId,
} from 'react';
import { cn } from './cn.ts';
import { CONTROL_CLASS as CONTROL } from './control.ts';

/** Label above, error below and announced; the control in between gets the ids it needs. */
function FieldShell({
  label,
  error,
  id,
  children,
}: {
  label: string;
  error?: string;
  id?: string;
  children(props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string; className: string }): ReactNode;
}) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id: controlId,
        ...(error ? { 'aria-invalid': true, 'aria-describedby': errorId } : {}),
        className: cn(CONTROL, error ? 'border-red-500' : 'border-zinc-300 dark:border-zinc-700'),
      })}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
}

/** A labelled input with its error announced to screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field({ label, error, className, id, ...props }, ref) {
  return (
    <FieldShell label={label} error={error} id={id}>
      {(control) => <input ref={ref} {...control} className={cn(control.className, className)} {...props} />}
    </FieldShell>
  );
});

interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  error?: string;
  children: ReactNode;
}

/**
 * A select whose value matches none of its options (they load later) shows its first option, as React's did. Preact
 * leaves none selected, which react-hook-form reads, when registering a select before the form is ready, as an edit:
 * it would copy "" over the saved value (a product's grower) before the options arrive (ADR 082).
 */
function selectFirstWhenNoneMatches(select: HTMLSelectElement) {
  if (select.multiple || select.selectedIndex !== -1) return;
  const first = [...select.options].findIndex((option) => !option.disabled);
  if (first !== -1) select.selectedIndex = first;
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) ref.current = value;
}

/** A labelled select with its error announced. */
export const SelectField = forwardRef<HTMLSelectElement, SelectFieldProps>(function SelectField(
  { label, error, className, id, children, ...props },
  ref,
) {
  // Before the caller's ref (react-hook-form's register) sees the element.
  const selectRef = useCallback(
    (select: HTMLSelectElement | null) => {
      if (select) selectFirstWhenNoneMatches(select);
      assignRef(ref, select);
    },
    [ref],
  );
  return (
    <FieldShell label={label} error={error} id={id}>
      {(control) => (
        <select ref={selectRef} {...control} className={cn(control.className, className)} {...props}>
          {children}
        </select>
      )}
    </FieldShell>
  );
});

interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
}

/** A labelled text area with its error announced. */
export const TextareaField = forwardRef<HTMLTextAreaElement, TextareaFieldProps>(function TextareaField(
  { label, error, className, id, rows = 3, ...props },
  ref,
) {
  return (
    <FieldShell label={label} error={error} id={id}>
      {(control) => <textarea ref={ref} rows={rows} {...control} className={cn(control.className, className)} {...props} />}
    </FieldShell>
  );
});
