import type { PlacePermission } from '@platform/core';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { useStaffTexts } from '../texts.ts';

/** One checkbox per right the viewer may grant, for a manager's current rights (outside a form). */
export function PermissionCheckboxes({
  label,
  options,
  value,
  disabled,
  onChange,
}: {
  label: string;
  options: readonly PlacePermission[];
  value: readonly PlacePermission[];
  disabled?: boolean;
  onChange(next: PlacePermission[]): void;
}) {
  const { t } = useStaffTexts();
  return (
    <fieldset className="flex flex-wrap gap-3" aria-label={label} disabled={disabled}>
      {options.map((permission) => (
        <Checkbox
          key={permission}
          label={t(`staff.permissions.${permission}`)}
          checked={value.includes(permission)}
          onChange={(event) =>
            onChange(event.target.checked ? [...value, permission] : value.filter((item) => item !== permission))
          }
        />
      ))}
    </fieldset>
  );
}
