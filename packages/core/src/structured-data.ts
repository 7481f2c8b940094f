import type { CoffeeshopDetail, CoffeeshopSummary } from './coffeeshops.ts';
import type { DietTag } from './horeca/allergens.ts';
import { courseMenuPath } from './horeca/course-menu-path.ts';
import type { VenueCategoryGroup } from './horeca/venue-categories.ts';
import type { CourseMenu, VenueDetail } from './horeca/venue-detail.ts';
import { type OpeningHours, WEEKDAYS, type Weekday } from './opening-hours.ts';

/*
 * schema.org JSON-LD for the server HTML of public place pages (ADR 052; the server's `venueShell` and `shopShell`).
 * Search engines read opening hours, address and a venue's menu from it.
 */

const SCHEMA_DAY: Record<Weekday, string> = {
  ma: 'https://schema.org/Monday',
  di: 'https://schema.org/Tuesday',
  wo: 'https://schema.org/Wednesday',
  do: 'https://schema.org/Thursday',
  vr: 'https://schema.org/Friday',
  za: 'https://schema.org/Saturday',
  zo: 'https://schema.org/Sunday',
};

/** One `OpeningHoursSpecification` per opening period; a period past midnight keeps its closing time (schema.org allows it). */
export function openingHoursSpecification(hours: Partial<OpeningHours>) {
  return WEEKDAYS.flatMap((day) =>
    (hours[day] ?? []).map((period) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAY[day],
      opens: period.open,
      closes: period.close,
    })),
  );
}

interface PlaceFields {
  name: string;
  address: string;
  postcode: string;
  plaats: string;
  latitude: number;
  longitude: number;
  openingHours: Partial<OpeningHours>;
  phone: string | null;
  website: string | null;
}

function postalAddress(place: Pick<PlaceFields, 'address' | 'postcode' | 'plaats'>) {
  return {
    '@type': 'PostalAddress',
    streetAddress: place.address,
    postalCode: place.postcode,
    addressLocality: place.plaats,
    addressCountry: 'NL',
  };
}

function placeFields(place: PlaceFields, url: string) {
  return {
    name: place.name,
    url,
    address: postalAddress(place),
    geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude },
    openingHoursSpecification: openingHoursSpecification(place.openingHours),
    ...(place.phone ? { telephone: place.phone } : {}),
    ...(place.website ? { sameAs: place.website } : {}),
  };
}

/** A photo's URL as search engines need it: an upload's path on the page's own origin. */
export function absoluteUrl(path: string, pageUrl: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${/^https?:\/\/[^/]+/.exec(pageUrl)?.[0] ?? ''}${path}`;
}

const VENUE_TYPE: Record<VenueCategoryGroup, string> = {
  restaurant: 'Restaurant',
  cafe_bar: 'BarOrPub',
  coffee_day: 'CafeOrCoffeeShop',
  lodging: 'LodgingBusiness',
  event_leisure: 'EntertainmentBusiness',
  other: 'FoodEstablishment',
};

const SCHEMA_DIET: Partial<Record<DietTag, string>> = {
  vegetarian: 'https://schema.org/VegetarianDiet',
  vegan: 'https://schema.org/VeganDiet',
  halal: 'https://schema.org/HalalDiet',
  gluten_free: 'https://schema.org/GlutenFreeDiet',
};

/** A venue as `Restaurant` (or the nearest food establishment type) with its menu, price level and reservations. */
export function venueJsonLd(venue: VenueDetail, url: string) {
  return {
    '@context': 'https://schema.org',
    '@type': VENUE_TYPE[venue.categoryGroup],
    ...placeFields(venue, url),
    description: venue.description,
    ...(venue.cuisines.length > 0 ? { servesCuisine: venue.cuisines } : {}),
    priceRange: '€'.repeat(venue.priceLevel),
    acceptsReservations: venue.reservations.enabled,
    ...(venue.photos[0] ? { image: venue.photos.map((photo) => absoluteUrl(photo.url, url)) } : {}),
    ...(venue.menu.length > 0
      ? {
          hasMenu: {
            '@type': 'Menu',
            hasMenuSection: venue.menu.map((section) => ({
              '@type': 'MenuSection',
              name: section.name,
              hasMenuItem: section.dishes.map((dish) => ({
                '@type': 'MenuItem',
                name: dish.name,
                ...(dish.description ? { description: dish.description } : {}),
                offers: { '@type': 'Offer', price: dish.price.toFixed(2), priceCurrency: 'EUR' },
                ...(dish.diets.some((diet) => SCHEMA_DIET[diet])
                  ? { suitableForDiet: dish.diets.flatMap((diet) => SCHEMA_DIET[diet] ?? []) }
                  : {}),
              })),
            })),
          },
        }
      : {}),
  };
}

/**
 * A coffeeshop as a plain `LocalBusiness`: name, address and hours only. Never its products or prices, whatever the
 * shop's menu visibility: a menu in a search result is the advertising art. 3b Opiumwet forbids.
 */
export function coffeeshopJsonLd(shop: CoffeeshopDetail, url: string) {
  return { '@context': 'https://schema.org', '@type': 'LocalBusiness', ...placeFields(shop, url) };
}

/**
 * A town's coffeeshops as an `ItemList` of plain `LocalBusiness` entries: name, address and page only. The same rule
 * as `coffeeshopJsonLd`: no product, strain or price of any shop ever reaches a list search engines index.
 */
export function coffeeshopTownJsonLd(town: string, shops: CoffeeshopSummary[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    name: `Coffeeshops in ${town}`,
    numberOfItems: shops.length,
    itemListElement: shops.map((shop, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      item: {
        '@type': 'LocalBusiness',
        name: shop.name,
        url: `${origin}/coffeeshops/${shop.plaatsSlug}/${shop.slug}`,
        address: postalAddress(shop),
      },
    })),
  };
}

/** A venue's course menu as a schema.org `Menu`: its courses in order, the price per person, and the venue's page. */
export function courseMenuJsonLd(menu: CourseMenu, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Menu',
    name: menu.name,
    url: `${origin}${courseMenuPath(menu.venue, menu.id)}`,
    ...(menu.description ? { description: menu.description } : {}),
    hasMenuItem: menu.courses.map((course) => ({
      '@type': 'MenuItem',
      name: course.name,
      ...(course.description ? { description: course.description } : {}),
    })),
    offers: { '@type': 'Offer', price: menu.pricePerPerson.toFixed(2), priceCurrency: 'EUR' },
    isPartOf: { '@type': 'WebPage', name: menu.venue.name, url: `${origin}/horeca/${menu.venue.plaatsSlug}/${menu.venue.slug}` },
  };
}
