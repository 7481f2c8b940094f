import type { PlacePermission } from '@platform/core';
import { SelectField } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useManagedVenues } from '../api/get-managed-venues.ts';
import { useHorecaTexts } from '../texts.ts';

/** Picks one of the venues this person manages (admins: all), then renders the editor for it. */
export function VenuePicker({
  value,
  onChange,
  children,
}: {
  value: string;
  onChange(id: string): void;
  /** The chosen venue's id, and the rights the viewer has there (ADR 030). */
  children(id: string, permissions: readonly PlacePermission[]): React.ReactNode;
}) {
  const { t } = useHorecaTexts();
  const venues = useManagedVenues();
  return (
    <QueryState query={venues}>
      {(list) => {
        if (list.length === 0) return <p className="text-zinc-500">{t('horecaManager.noVenues')}</p>;
        // A venue from a link that is not (or no longer) mine falls back to the first of my venues.
        const selected = list.some((venue) => venue.id === value) ? value : (list[0]?.id ?? '');
        const permissions = list.find((venue) => venue.id === selected)?.permissions ?? [];
        return (
          <div className="flex flex-col gap-6">
            <div className="max-w-md">
              <SelectField label={t('horecaManager.venue')} value={selected} onChange={(event) => onChange(event.target.value)}>
                {list.map((venue) => (
                  <option key={venue.id} value={venue.id}>
                    {venue.name} ({venue.plaats})
                  </option>
                ))}
              </SelectField>
            </div>
            {children(selected, permissions)}
          </div>
        );
      }}
    </QueryState>
  );
}
