import type { VenueDetail } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { findActivePlace } from '../../platform/place-access.ts';
import { getVenue } from '../horeca/index.ts';

/** The venue behind a widget: the same public detail (menu, reservation rules, exceptions) as its own page. */
export async function widgetVenue(ctx: ServiceContext, venueId: string): Promise<VenueDetail> {
  const venue = await findActivePlace(ctx, 'venue', venueId);
  return getVenue(ctx, venue.plaatsSlug, venue.slug);
}
