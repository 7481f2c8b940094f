import { type PlaceKindName, WEEKDAYS } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import type { SiteContent } from './site-content.ts';
import { loadSiteContent } from './site-data.ts';
import type { SiteRow } from './sites.queries.ts';

export const PLACE_OFFLINE = 'Deze zaak is niet (meer) online.';

const DAYS = { ma: 'maandag', di: 'dinsdag', wo: 'woensdag', do: 'donderdag', vr: 'vrijdag', za: 'zaterdag', zo: 'zondag' };

/** The place's facts as lines for the model: nothing else may end up in its text. */
export function siteFacts(content: SiteContent): string {
  const days = WEEKDAYS.filter((day) => (content.openingHours[day] ?? []).length > 0).map((day) => DAYS[day]);
  return [
    `Naam: ${content.name}`,
    `Soort: ${content.kind === 'venue' ? 'horecazaak' : 'coffeeshop'}`,
    `Adres: ${content.address}, ${content.postcode} ${content.plaats}`,
    content.description ? `Beschrijving: ${content.description}` : '',
    days.length > 0 ? `Open op: ${days.join(', ')}` : '',
    content.menu && content.menu.length > 0 ? `Menukaart met: ${content.menu.map((section) => section.name).join(', ')}` : '',
    content.bookingVenueId ? 'Online reserveren kan.' : '',
  ]
    .filter(Boolean)
    .join('\n');
}

/** An intro built from the place's own data, when no language model is configured. */
export function dataIntro(content: SiteContent): string {
  const days = WEEKDAYS.filter((day) => (content.openingHours[day] ?? []).length > 0).length;
  const opening =
    days === 7
      ? 'We zijn elke dag open.'
      : days > 0
        ? `We zijn ${days} dagen per week open.`
        : 'Kijk hieronder voor onze openingstijden.';
  const sections =
    content.menu?.filter((section) => section.dishes.length > 0).map((section) => section.name.toLowerCase()) ?? [];
  return [
    `Welkom bij ${content.name}, ${content.address} in ${content.plaats}.`,
    content.description.trim(),
    opening,
    content.kind === 'venue' && sections.length > 0 ? `Op onze kaart: ${sections.slice(0, 4).join(', ')}.` : '',
    content.bookingVenueId ? 'Reserveer eenvoudig online een tafel.' : '',
    content.vacancies.length > 0 ? 'We zoeken nieuwe collega’s: kijk bij onze vacatures.' : '',
  ]
    .filter(Boolean)
    .join(' ')
    .slice(0, 1200);
}

/** What a writer may use about a place: its facts as lines for a model, and a text built from them without one. */
export interface PlaceFacts {
  lines: string;
  intro: string;
}

/**
 * A place's public facts, read live (a coffeeshop's never include products or prices, ADR 059), for the website
 * generator's and the social manager's writing help; null when the place is gone or offline. The caller checks
 * access first.
 */
export async function placeFacts(ctx: ServiceContext, kind: PlaceKindName, placeId: string): Promise<PlaceFacts | null> {
  const draft = {
    id: '',
    placeKind: kind,
    placeId,
    slug: '',
    template: 'klassiek',
    colours: { accent: '#000000', background: '#ffffff', text: '#000000' },
    pages: [],
    intro: '',
    published: false,
    publishedAt: null,
    domain: null,
    domainVerifiedAt: null,
    domainCheckedAt: null,
    createdAt: new Date(),
    updatedAt: new Date(),
  } satisfies SiteRow;
  const content = await loadSiteContent(ctx, draft, ctx.publicUrl);
  return content ? { lines: siteFacts(content), intro: dataIntro(content) } : null;
}
