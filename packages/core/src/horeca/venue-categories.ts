// Zod-free: the public venue list groups its filters without loading zod (ADR 067); the schemas are in venues.ts.
/** Spec section 3: the venue categories in their six groups. */
export const VENUE_CATEGORY_GROUPS = {
  lodging: ['hotel', 'motel', 'hostel', 'bed_and_breakfast', 'resort'],
  restaurant: [
    'brasserie',
    'bistro',
    'lunchroom',
    'restaurant',
    'grillroom',
    'snackbar',
    'pizzeria',
    'sushi',
    'steakhouse',
    'fine_dining',
  ],
  cafe_bar: ['cafe', 'pub', 'cocktailbar', 'wijnbar', 'biercafe', 'shishabar'],
  event_leisure: ['partycentrum', 'club', 'casino', 'catering', 'evenementenlocatie'],
  coffee_day: ['tearoom', 'koffiezaak', 'espressobar', 'ontbijtbar', 'bakkerijcafe'],
  other: ['tankstationhoreca', 'afhaalpunt', 'bedrijfskantine', 'dark_kitchen', 'sportkantine', 'pop_up', 'foodtruck'],
} as const;

export type VenueCategoryGroup = keyof typeof VENUE_CATEGORY_GROUPS;
export type VenueCategory = (typeof VENUE_CATEGORY_GROUPS)[VenueCategoryGroup][number];
export const VENUE_CATEGORY_GROUP_NAMES = Object.keys(VENUE_CATEGORY_GROUPS) as VenueCategoryGroup[];
export const VENUE_CATEGORIES = Object.values(VENUE_CATEGORY_GROUPS).flat() as VenueCategory[];

export function categoryGroupOf(category: VenueCategory): VenueCategoryGroup {
  const group = VENUE_CATEGORY_GROUP_NAMES.find((name) => (VENUE_CATEGORY_GROUPS[name] as readonly string[]).includes(category));
  if (!group) throw new Error(`unknown venue category ${category}`);
  return group;
}
