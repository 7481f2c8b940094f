import { WEEKDAYS } from '@platform/core';
import type { SiteContent } from './site-content.ts';

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
