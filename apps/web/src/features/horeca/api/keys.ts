import type { VenueFilterState } from './get-venues.ts';

/** Query keys of the horeca feature; an edit invalidates `all` (public pages and lists show it). */
export const horecaKeys = {
  all: ['horeca'] as const,
  filters: ['horeca', 'filters'] as const,
  venues: (filters: VenueFilterState) => ['horeca', 'venues', filters] as const,
  venue: (plaats: string, slug: string) => ['horeca', 'venue', plaats, slug] as const,
  widgetVenue: (venueId: string) => ['horeca', 'widget', venueId] as const,
  courseMenu: (id: string) => ['horeca', 'course', id] as const,
  venueAvailability: (venueId: string | undefined) => ['horeca', 'availability', venueId] as const,
  availability: (venueId: string | undefined, date: string, partySize: number) =>
    ['horeca', 'availability', venueId, date, partySize] as const,
  guest: (token: string) => ['horeca', 'guest', token] as const,
  managed: ['horeca', 'managed'] as const,
  days: ['horeca', 'day'] as const,
  venueDays: (venueId: string) => ['horeca', 'day', venueId] as const,
  day: (venueId: string, date: string) => ['horeca', 'day', venueId, date] as const,
  adminReservations: (date: string) => ['horeca', 'admin', date] as const,
  edit: (venueId: string) => ['horeca', 'edit', venueId] as const,
  floor: (venueId: string) => ['horeca', 'floor', venueId] as const,
};
