import type { UseFormRegisterReturn } from 'react-hook-form';
import { Checkbox } from '../../../components/ui/checkbox.tsx';

/** A group of checkboxes that registers as one array field. */
export function OptionCheckboxes({
  legend,
  options,
  registration,
  error,
}: {
  legend: string;
  options: readonly string[];
  registration: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-x-4 gap-y-1">
        {options.map((option) => (
          <Checkbox key={option} label={option} labelLayout="items-center gap-1.5 text-sm" value={option} {...registration} />
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
