import type {
  MenuSection,
  OpeningHours,
  OpeningHoursException,
  PlaceKindName,
  PlacePhoto,
  SiteColours,
  SitePage,
  SiteTemplate,
} from '@platform/core';

/** One open vacancy as a site lists it, linking to the platform's vacancy page. */
export interface SiteVacancy {
  title: string;
  url: string;
  hours: string;
  closingDate: string;
}

/**
 * Everything a generated site shows, read live from the platform (or built from sample data for the demo).
 * A coffeeshop's content has no `menu` at all: the type keeps products and prices out (art. 3b Opiumwet).
 */
export interface SiteContent {
  kind: PlaceKindName;
  name: string;
  plaats: string;
  address: string;
  postcode: string;
  phone: string | null;
  email: string | null;
  description: string;
  openingHours: Partial<OpeningHours>;
  exceptions: readonly OpeningHoursException[];
  photos: readonly PlacePhoto[];
  latitude: number;
  longitude: number;
  vacancies: readonly SiteVacancy[];
  /** Horeca only: the dishes with their allergens. */
  menu?: readonly MenuSection[];
  /** Horeca only: the venue whose booking widget the `reserveren` page frames, when it takes bookings. */
  bookingVenueId?: string | null;
  /** Horeca only: schema.org `Restaurant` (ADR 052's builder). */
  jsonLd?: Record<string, unknown>;
}

/** The owner's choices: how the content looks and which pages exist. */
export interface SiteDesign {
  template: SiteTemplate;
  colours: SiteColours;
  pages: readonly SitePage[];
  intro: string;
}

/** Where the pages live: `/sites/{slug}`, an own domain's root, a preview; and the platform's origin for the widget. */
export interface SiteLinks {
  href: (page: SitePage) => string;
  platformOrigin: string;
  /** Absolute URL of this page for `<link rel=canonical>`; absent on previews. */
  canonical?: string;
  /** Previews and the demo say so and are not indexed. */
  preview?: boolean;
}
