import { buildSeedCoffeeshops, buildSeedTelers, SEED_CITIES } from './coffeeshops.ts';
import { SEED_VENUE_CITIES } from './horeca.ts';

/** Builders of every kind of row, shared by the seed and the tests: one import for both. */
export { buildContactMessage, insertContactMessage } from './factories/contact-messages.ts';
export { buildEvent, buildPost, insertEvent, insertPost } from './factories/content.ts';
export { buildMaker, insertMaker } from './factories/makers.ts';
export { buildMenuImport, insertMenuImport } from './factories/menu-imports.ts';
export { buildSignUp, DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './factories/people.ts';
export { buildProduct, insertProduct } from './factories/products.ts';
export { buildReservation, insertReservation } from './factories/reservations.ts';
export { buildShop, insertShop } from './factories/shops.ts';
export { buildSocialPost, insertSocialPost } from './factories/social-posts.ts';
export { buildEmployee, insertEmployee, insertShift } from './factories/staff.ts';
export { FACTORY_PLAN, type FactoryPlan, givePlanToEveryPlace, insertSubscriptions } from './factories/subscriptions.ts';
export { buildVenue, insertVenue } from './factories/venues.ts';

/**
 * What the seed puts in the directory, counted from its own builders. Tests
 * compare against these (or against rows they made themselves), never against
 * a number copied from the seed.
 */
export const SEED_COUNTS = {
  shops: buildSeedCoffeeshops().length,
  shopCities: SEED_CITIES.length,
  telers: buildSeedTelers().length,
  venueCities: SEED_VENUE_CITIES.length,
} as const;
