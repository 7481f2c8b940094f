import type { CourseMenu, MenuSection, VenueInput } from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { liveQuery } from '../../../lib/query-client.ts';
import { horecaKeys } from './keys.ts';

export interface EditableVenueData {
  venue: VenueInput & { id: string; slug: string; plaatsSlug: string };
  menu: MenuSection[];
  courseMenus: CourseMenu[];
}

/** A venue as its editor shows it: details, à la carte menu and course menus. */
export function getEditableVenueQueryOptions(venueId: string) {
  return queryOptions({
    queryKey: horecaKeys.edit(venueId),
    queryFn: () => api<EditableVenueData>(`/api/horeca/manage/venues/${venueId}/edit`),
    enabled: Boolean(venueId),
    ...liveQuery,
  });
}

export function useEditableVenue(venueId: string) {
  return useQuery(getEditableVenueQueryOptions(venueId));
}
