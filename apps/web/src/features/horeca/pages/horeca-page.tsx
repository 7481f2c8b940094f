import { VENUE_CATEGORY_GROUP_NAMES, VENUE_CATEGORY_GROUPS, type VenueCategoryGroup } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { HydrateInSlices } from '../../../lib/hydrate-in-slices.tsx';
import { trackSearchResult } from '../../analytics/index.ts';
import { useVenueFilters } from '../api/get-venue-filters.ts';
import { useVenues, type VenueFilterState } from '../api/get-venues.ts';
import { VenueCard, venueHref } from '../components/venue-card.tsx';
import { VenueMap } from '../components/venue-map.tsx';

const FILTER_KEYS = ['plaats', 'group', 'category', 'cuisine'] as const;

/** /horeca: filters live in the URL (shareable, back button works), list and map below. */
export function HorecaPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters: VenueFilterState = {
    ...Object.fromEntries(FILTER_KEYS.map((key) => [key, params.get(key) ?? undefined])),
    openNow: params.get('openNow') === 'true' || undefined,
  };
  const options = useVenueFilters();
  const venues = useVenues(filters);
  const group = filters.group as VenueCategoryGroup | undefined;

  function set(key: string, value: string) {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    // A category belongs to one group: changing the group clears it.
    if (key === 'group') next.delete('category');
    setParams(next, { replace: true });
  }

  return (
    <Page title={t('horeca.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('horeca.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('horeca.intro')}</p>
      <HydrateInSlices>
        <form className="mb-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-5" onSubmit={(event) => event.preventDefault()}>
          <SelectField
            label={t('horeca.filterCity')}
            value={filters.plaats ?? ''}
            onChange={(e) => set('plaats', e.target.value)}
          >
            <option value="">{t('horeca.allCities')}</option>
            {options.data?.cities.map((city) => (
              <option key={city.plaatsSlug} value={city.plaatsSlug}>
                {city.plaats} ({city.count})
              </option>
            ))}
          </SelectField>
          <SelectField label={t('horeca.filterGroup')} value={group ?? ''} onChange={(e) => set('group', e.target.value)}>
            <option value="">{t('horeca.allGroups')}</option>
            {VENUE_CATEGORY_GROUP_NAMES.map((name) => (
              <option key={name} value={name}>
                {t(`horeca.groups.${name}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('horeca.filterCategory')}
            value={filters.category ?? ''}
            onChange={(e) => set('category', e.target.value)}
          >
            <option value="">{t('horeca.allCategories')}</option>
            {(group
              ? VENUE_CATEGORY_GROUPS[group]
              : VENUE_CATEGORY_GROUP_NAMES.flatMap((name) => VENUE_CATEGORY_GROUPS[name])
            ).map((category) => (
              <option key={category} value={category}>
                {t(`horeca.categories.${category}`)}
              </option>
            ))}
          </SelectField>
          <SelectField
            label={t('horeca.filterCuisine')}
            value={filters.cuisine ?? ''}
            onChange={(e) => set('cuisine', e.target.value)}
          >
            <option value="">{t('horeca.allCuisines')}</option>
            {options.data?.cuisines.map((cuisine) => (
              <option key={cuisine} value={cuisine}>
                {cuisine}
              </option>
            ))}
          </SelectField>
          <Checkbox
            label={t('horeca.openNow')}
            labelClassName="self-end pb-2 font-medium"
            checked={filters.openNow ?? false}
            onChange={(e) => set('openNow', e.target.checked ? 'true' : '')}
          />
        </form>
      </HydrateInSlices>
      <QueryState query={venues}>
        {(list) => (
          <div className="flex flex-col gap-6">
            <p role="status" className="text-sm text-zinc-500">
              {t('horeca.count', { count: list.length })}
            </p>
            <VenueMap
              className="h-72"
              places={list.map((venue) => ({
                id: venue.id,
                latitude: venue.latitude,
                longitude: venue.longitude,
                label: venue.name,
                href: venueHref(venue),
              }))}
            />
            {list.length === 0 ? (
              <p className="text-zinc-500">{t('horeca.none')}</p>
            ) : (
              <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                {list.map((venue) => (
                  // Each card hydrates in a task of its own (ADR 083).
                  <HydrateInSlices key={venue.id} fill>
                    <VenueCard venue={venue} onOpen={() => trackSearchResult(venueHref(venue))} />
                  </HydrateInSlices>
                ))}
              </div>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
