import type { MenuImportKind, MenuImportPlaceType } from '@platform/core';
import { Link } from 'react-router';
import { SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useManagedVenues } from '../../horeca/index.ts';
import { useManagedShops } from '../../menu/index.ts';
import { useMenuImportTexts } from '../texts.ts';

export interface ImportPlace {
  placeType: MenuImportPlaceType;
  placeId: string;
  name: string;
}

export const kindOf = (place: ImportPlace): MenuImportKind => (place.placeType === 'coffeeshop' ? 'coffeeshop' : 'horeca');

/** Where the import goes: one of the shops or venues whose menu this person may change (admins: all). */
export function usePlaces() {
  const shops = useManagedShops();
  const venues = useManagedVenues();
  const places: ImportPlace[] = [
    ...(shops.data ?? [])
      .filter((shop) => shop.permissions.includes('menu'))
      .map((shop) => ({ placeType: 'coffeeshop' as const, placeId: shop.id, name: `${shop.name} (${shop.plaats})` })),
    ...(venues.data ?? [])
      .filter((venue) => venue.permissions.includes('menu'))
      .map((venue) => ({ placeType: 'venue' as const, placeId: venue.id, name: `${venue.name} (${venue.plaats})` })),
  ];
  return { places, pending: shops.isPending || venues.isPending, error: shops.error ?? venues.error };
}

export const placeValue = (place: ImportPlace) => `${place.placeType}:${place.placeId}`;

export function PlaceChoice({
  places,
  pending,
  error,
  value,
  onChange,
  disabled,
}: ReturnType<typeof usePlaces> & { value: ImportPlace | null; onChange(place: ImportPlace): void; disabled?: boolean }) {
  const { t } = useMenuImportTexts();
  if (pending) return <Spinner />;
  if (error) return <p role="alert">{error.message}</p>;
  if (places.length === 0) {
    return (
      <p>
        {t('menuImport.place.none')}{' '}
        <Link to="/onboarding" className="text-brand underline">
          {t('menuImport.place.onboard')}
        </Link>
      </p>
    );
  }
  const group = (type: MenuImportPlaceType) => places.filter((place) => place.placeType === type);
  return (
    <div className="max-w-md">
      <SelectField
        label={t('menuImport.place.label')}
        value={value ? placeValue(value) : ''}
        disabled={disabled}
        onChange={(event) => {
          const next = places.find((place) => placeValue(place) === event.target.value);
          if (next) onChange(next);
        }}
      >
        {(['coffeeshop', 'venue'] as const).map((type) =>
          group(type).length > 0 ? (
            <optgroup key={type} label={t(`menuImport.place.groups.${type}`)}>
              {group(type).map((place) => (
                <option key={place.placeId} value={placeValue(place)}>
                  {place.name}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </SelectField>
    </div>
  );
}
