import { ALLERGENS, type Allergen } from '@platform/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { cn } from '../../../components/ui/cn.ts';

const SIZES = {
  sm: {
    legend: 'mb-1 text-xs font-medium text-zinc-600 dark:text-zinc-400',
    // Rows 26 px apart: a pointer target needs 24 px of its own (WCAG 2.5.8).
    grid: 'grid-cols-2 gap-x-3 gap-y-2.5 sm:grid-cols-4 lg:grid-cols-7',
    label: 'items-center gap-1 text-xs',
    box: 'h-4 w-4',
  },
  md: {
    legend: 'px-1 font-semibold',
    grid: 'grid-cols-2 gap-2 sm:grid-cols-4',
    label: 'items-center gap-2 text-sm',
    box: 'h-4 w-4',
  },
} as const;

/** The 14 allergens as checkboxes: a dish's "contains" in the editor (sm), the guest's filter on the menu (md). */
export function AllergenCheckboxes({
  legend,
  value,
  onChange,
  size = 'sm',
  className,
  help,
  children,
}: {
  legend: string;
  value: readonly Allergen[];
  onChange(next: Allergen[]): void;
  size?: keyof typeof SIZES;
  className?: string;
  /** Shown under the legend. */
  help?: string;
  /** A status line below the checkboxes, inside the group. */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const style = SIZES[size];
  return (
    <fieldset className={className}>
      <legend className={style.legend}>{legend}</legend>
      {help ? <p className="mb-3 text-sm text-zinc-600 dark:text-zinc-400">{help}</p> : null}
      <div className={cn('grid', style.grid)}>
        {ALLERGENS.map((allergen) => (
          <Checkbox
            key={allergen}
            label={t(`horeca.allergens.${allergen}`)}
            labelLayout={style.label}
            boxSize={style.box}
            checked={value.includes(allergen)}
            onChange={(event) =>
              onChange(event.target.checked ? [...value, allergen] : value.filter((item) => item !== allergen))
            }
          />
        ))}
      </div>
      {children}
    </fieldset>
  );
}
