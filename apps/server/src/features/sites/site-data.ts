import { dutchDate, UPCOMING_EXCEPTION_DAYS, upcomingExceptions, venueJsonLd } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { getVenue } from '../horeca/index.ts';
import type { SiteContent, SiteVacancy } from './site-content.ts';
import * as q from './sites.queries.ts';

function hoursOf(job: { hoursMin: number; hoursMax: number }): string {
  return job.hoursMin === job.hoursMax ? `${job.hoursMin} uur per week` : `${job.hoursMin}–${job.hoursMax} uur per week`;
}

async function vacanciesOf(ctx: ServiceContext, site: q.SiteRow, today: string): Promise<SiteVacancy[]> {
  const rows = await q.selectOpenVacancies(ctx.db, site.placeKind, site.placeId, today);
  return rows.map((job) => ({
    title: job.title,
    url: new URL(`/vacatures/${job.type}/${job.slug}`, ctx.publicUrl).href,
    hours: hoursOf(job),
    closingDate: job.closingDate,
  }));
}

/**
 * A site's content read live from its place, or null when the place is gone or offline. A coffeeshop's content
 * comes from its public facts only: its products and prices are never read here (art. 3b Opiumwet, ADR 059).
 */
export async function loadSiteContent(ctx: ServiceContext, site: q.SiteRow, siteUrl: string): Promise<SiteContent | null> {
  const today = dutchDate(new Date());
  if (site.placeKind === 'coffeeshop') {
    const shop = await q.selectShopFacts(ctx.db, site.placeId);
    if (!shop?.active) return null;
    return {
      kind: 'coffeeshop',
      name: shop.name,
      plaats: shop.plaats,
      address: shop.address,
      postcode: shop.postcode,
      phone: shop.phone,
      email: null,
      description: shop.description,
      openingHours: shop.openingHours,
      exceptions: upcomingExceptions(shop.openingHoursExceptions, today, UPCOMING_EXCEPTION_DAYS),
      photos: shop.photos,
      latitude: shop.latitude,
      longitude: shop.longitude,
      vacancies: await vacanciesOf(ctx, site, today),
    };
  }
  const slugs = await q.selectVenueSlugs(ctx.db, site.placeId);
  if (!slugs?.active) return null;
  const venue = await getVenue(ctx, slugs.plaatsSlug, slugs.slug);
  return {
    kind: 'venue',
    name: venue.name,
    plaats: venue.plaats,
    address: venue.address,
    postcode: venue.postcode,
    phone: venue.phone,
    email: venue.email,
    description: venue.description,
    openingHours: venue.openingHours,
    exceptions: venue.openingHoursExceptions,
    photos: venue.photos,
    latitude: venue.latitude,
    longitude: venue.longitude,
    vacancies: await vacanciesOf(ctx, site, today),
    menu: venue.menu,
    bookingVenueId: venue.reservations.enabled ? venue.id : null,
    jsonLd: venueJsonLd(venue, siteUrl),
  };
}
