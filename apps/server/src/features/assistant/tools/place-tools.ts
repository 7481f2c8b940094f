import { findActivePlace } from '../../../platform/place-access.ts';
import { getShop } from '../../coffeeshops/index.ts';
import { getVenue } from '../../horeca/index.ts';
import { hoursText, NO_PLACE, shopPath, type ToolAnswer, type ToolDeps, venuePath } from './tool-kit.ts';

export type PlaceTopic = 'hours' | 'address' | 'houseRules';

/** The venue of the panel's context (hospitality brand), as its public page shows it. */
export async function contextVenue(deps: ToolDeps) {
  if (deps.context.brand !== 'hospitality' || !deps.context.placeId) return null;
  const row = await findActivePlace(deps.ctx, 'venue', deps.context.placeId);
  return getVenue(deps.ctx, row.plaatsSlug, row.slug);
}

/** The coffeeshop of the panel's context, with its menu only when its visibility allows it for this viewer (art. 3b). */
export async function contextShop(deps: ToolDeps) {
  if (deps.context.brand !== 'cannabis' || !deps.context.placeId) return null;
  const row = await findActivePlace(deps.ctx, 'coffeeshop', deps.context.placeId);
  return getShop(deps.ctx, row.plaatsSlug, row.slug);
}

/** Opening hours, address or house rules of the place the panel is opened on. */
export async function placeFacts(deps: ToolDeps, topics: readonly PlaceTopic[]): Promise<ToolAnswer> {
  const venue = await contextVenue(deps);
  const shop = venue ? null : await contextShop(deps);
  const place = venue ?? shop;
  if (!place) return NO_PLACE;
  const url = venue ? venuePath(venue) : shopPath(place);
  const lines = topics.map((topic) => {
    if (topic === 'hours') return `Openingstijden van ${place.name}: ${hoursText(place.openingHours)}.`;
    if (topic === 'address') return `${place.name} zit aan ${place.address}, ${place.postcode} ${place.plaats}.`;
    if (!shop) return `${place.name} heeft geen huisregels op het platform gezet.`;
    const rules = [
      'Toegang vanaf 18 jaar met een geldig identiteitsbewijs.',
      shop.residentsOnly
        ? 'Alleen voor inwoners van Nederland (ingezetenencriterium).'
        : 'Ook toegankelijk voor bezoekers van buiten Nederland.',
      ...(shop.wietexperiment ? ['Doet mee aan het wietexperiment: alleen gereguleerde cannabis van aangewezen telers.'] : []),
    ];
    return `Huisregels van ${shop.name}: ${rules.join(' ')}`;
  });
  return { answer: lines.join('\n'), sources: [{ url, title: place.name }] };
}
