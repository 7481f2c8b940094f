/** The two brands' places, as the admin routes name them. */
export type PlaceKind = 'coffeeshop' | 'venue';

export const ADMIN_PLACES_PATH: Record<PlaceKind, string> = {
  coffeeshop: '/api/admin/coffeeshops',
  venue: '/api/admin/horeca/venues',
};
