import { ALLERGENS, type Allergen } from '@platform/core';
import { useTranslation } from 'react-i18next';

/** A compact group of the 14 allergens as checkboxes, for one dish's "contains" or "may contain". */
export function AllergenCheckboxes({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: Allergen[];
  onChange(next: Allergen[]): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset>
      <legend className="mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-3 gap-y-1 sm:grid-cols-4 lg:grid-cols-7">
        {ALLERGENS.map((allergen) => (
          <label key={allergen} className="flex items-center gap-1 text-xs">
            <input
              type="checkbox"
              className="h-3.5 w-3.5 accent-brand"
              checked={value.includes(allergen)}
              onChange={(event) =>
                onChange(event.target.checked ? [...value, allergen] : value.filter((item) => item !== allergen))
              }
            />
            {t(`horeca.allergens.${allergen}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
