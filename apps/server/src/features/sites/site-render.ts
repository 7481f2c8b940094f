import { ALLERGEN_NAMES_NL, type OpeningPeriod, type SitePage, WEEKDAYS, type Weekday } from '@platform/core';
import type { SiteContent, SiteDesign, SiteLinks } from './site-content.ts';
import { siteCss } from './site-styles.ts';

const PAGE_TITLES: Record<SitePage, string> = {
  home: 'Home',
  menu: 'Menukaart',
  over: 'Over ons',
  contact: 'Contact en route',
  vacatures: 'Vacatures',
  reserveren: 'Reserveren',
};

const DAY_NAMES: Record<Weekday, string> = {
  ma: 'Maandag',
  di: 'Dinsdag',
  wo: 'Woensdag',
  do: 'Donderdag',
  vr: 'Vrijdag',
  za: 'Zaterdag',
  zo: 'Zondag',
};

const euro = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });
const longDate = new Intl.DateTimeFormat('nl-NL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export function escapeHtml(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const e = escapeHtml;

function paragraphs(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => `<p>${e(part).replaceAll('\n', '<br>')}</p>`)
    .join('');
}

function periods(list: readonly OpeningPeriod[] | undefined): string {
  return list && list.length > 0 ? list.map((period) => `${period.open}–${period.close}`).join(', ') : 'Gesloten';
}

function dateOf(iso: string): string {
  return longDate.format(new Date(`${iso}T00:00:00Z`));
}

function hoursTable(content: SiteContent): string {
  const rows = WEEKDAYS.map(
    (day) => `<tr><th scope="row">${DAY_NAMES[day]}</th><td>${periods(content.openingHours[day])}</td></tr>`,
  );
  const exceptions = content.exceptions.map((exception) => {
    const when =
      exception.from === exception.to ? dateOf(exception.from) : `${dateOf(exception.from)} t/m ${dateOf(exception.to)}`;
    return `<li>${e(exception.label || 'Afwijkende tijden')}, ${when}: ${periods(exception.periods)}</li>`;
  });
  return [
    `<table aria-label="Openingstijden"><tbody>${rows.join('')}</tbody></table>`,
    exceptions.length > 0 ? `<h3>Afwijkende openingstijden</h3><ul>${exceptions.join('')}</ul>` : '',
  ].join('');
}

function addressBlock(content: SiteContent): string {
  return `<p>${e(content.address)}<br>${e(content.postcode)} ${e(content.plaats)}${
    content.phone ? `<br>Telefoon: <a href="tel:${e(content.phone.replace(/\s+/g, ''))}">${e(content.phone)}</a>` : ''
  }${content.email ? `<br>E-mail: <a href="mailto:${e(content.email)}">${e(content.email)}</a>` : ''}</p>`;
}

function photo(content: SiteContent, index: number, className: string, eager: boolean): string {
  const item = content.photos[index];
  if (!item) return '';
  const size = item.width && item.height ? ` width="${item.width}" height="${item.height}"` : ' width="1280" height="720"';
  return `<img class="${className}" src="${e(item.url)}" alt="${e(item.alt || content.name)}"${size}${
    eager ? ' fetchpriority="high"' : ' loading="lazy"'
  } decoding="async">`;
}

function menuHtml(content: SiteContent): string {
  const sections = content.menu ?? [];
  if (sections.every((section) => section.dishes.length === 0)) return '<p>De menukaart volgt binnenkort.</p>';
  return sections
    .filter((section) => section.dishes.length > 0)
    .map(
      (section) =>
        `<h2>${e(section.name)}</h2>${section.dishes
          .map((dish) => {
            const contains = dish.contains.map((allergen) => ALLERGEN_NAMES_NL[allergen]);
            const traces = dish.mayContain.map((allergen) => ALLERGEN_NAMES_NL[allergen]);
            return `<div class="card"><div class="dish"><h3>${e(dish.name)}</h3><span class="price">${euro.format(dish.price)}</span></div>${
              dish.description ? `<p>${e(dish.description)}</p>` : ''
            }<p class="small">Allergenen: ${contains.length > 0 ? e(contains.join(', ')) : 'geen opgegeven'}${
              traces.length > 0 ? `; kan sporen bevatten van ${e(traces.join(', '))}` : ''
            }</p></div>`;
          })
          .join('')}`,
    )
    .join('');
}

function vacanciesHtml(content: SiteContent): string {
  if (content.vacancies.length === 0) return '<p>Op dit moment hebben we geen openstaande vacatures.</p>';
  return content.vacancies
    .map(
      (job) =>
        `<div class="card"><h2><a href="${e(job.url)}">${e(job.title)}</a></h2><p>${e(job.hours)} · reageren tot ${dateOf(job.closingDate)}</p></div>`,
    )
    .join('');
}

function bookingHtml(content: SiteContent, links: SiteLinks, onPlatform: boolean): string {
  if (!content.bookingVenueId) return '<p>Reserveren kan telefonisch; bel ons gerust.</p>';
  // On the platform's own origin the widget's path is enough; on an own domain it needs the platform's origin.
  const path = `/widget/reserveren/${content.bookingVenueId}`;
  const src = onPlatform ? path : `${links.platformOrigin}${path}`;
  // The widget is the platform's booking app (React); behind a native <details> its lazy iframe loads only once
  // the visitor opens it, so the page itself stays script-free and fast (issue 22: ≥ 95 in Lighthouse).
  return [
    '<p>Kies een datum, het aantal personen en een tijd; je krijgt direct een bevestiging per e-mail.</p>',
    '<details class="booking"><summary class="button">Tafel reserveren</summary>',
    `<iframe src="${e(src)}" title="Reserveer een tafel bij ${e(content.name)}" loading="lazy"></iframe>`,
    '</details>',
  ].join('');
}

function pageBody(page: SitePage, content: SiteContent, design: SiteDesign, links: SiteLinks, onPlatform: boolean): string {
  switch (page) {
    case 'home':
      return [
        photo(content, 0, 'hero', true),
        `<h1>${e(content.name)}</h1>`,
        paragraphs(design.intro || content.description),
        design.pages.includes('reserveren') && content.bookingVenueId
          ? `<p><a class="button" href="${e(links.href('reserveren'))}">Reserveer een tafel</a></p>`
          : '',
        `<h2>Openingstijden</h2>${hoursTable(content)}`,
        `<h2>Adres</h2>${addressBlock(content)}`,
      ].join('');
    case 'menu':
      return `<h1>Menukaart</h1><p class="small">Vraag ons gerust naar allergenen; we passen graag iets aan.</p>${menuHtml(content)}`;
    case 'over':
      return [
        `<h1>Over ${e(content.name)}</h1>`,
        paragraphs(content.description || design.intro),
        content.photos.length > 1
          ? `<div class="gallery">${content.photos.map((_, index) => photo(content, index, '', false)).join('')}</div>`
          : photo(content, 0, 'hero', true),
      ].join('');
    case 'contact': {
      const map = `https://www.openstreetmap.org/?mlat=${content.latitude}&mlon=${content.longitude}#map=17/${content.latitude}/${content.longitude}`;
      return `<h1>Contact en route</h1>${addressBlock(content)}<p><a href="${e(map)}" rel="noopener">Bekijk de route op OpenStreetMap</a></p><h2>Openingstijden</h2>${hoursTable(content)}`;
    }
    case 'vacatures':
      return `<h1>Werken bij ${e(content.name)}</h1>${vacanciesHtml(content)}`;
    case 'reserveren':
      return `<h1>Reserveren</h1>${bookingHtml(content, links, onPlatform)}`;
  }
}

/** The pages a site actually shows: the design's choice, without horeca pages on a coffeeshop's site. */
export function visiblePages(content: SiteContent, design: SiteDesign): SitePage[] {
  return design.pages.filter((page) => content.kind === 'venue' || (page !== 'menu' && page !== 'reserveren'));
}

/**
 * One page of a generated site as complete HTML: inline CSS, no script but JSON-LD, the booking widget as the only
 * iframe. `onPlatform` is false on an own domain (the widget then needs the platform's origin).
 */
export function renderSitePage(
  page: SitePage,
  content: SiteContent,
  design: SiteDesign,
  links: SiteLinks,
  onPlatform = true,
): string {
  const pages = visiblePages(content, design);
  const title = page === 'home' ? `${content.name} in ${content.plaats}` : `${PAGE_TITLES[page]} — ${content.name}`;
  const description = (content.description || design.intro || `${content.name}, ${content.address} in ${content.plaats}`)
    .replace(/\s+/g, ' ')
    .slice(0, 155);
  const nav = pages
    .map(
      (item) =>
        `<li><a href="${e(links.href(item))}"${item === page ? ' aria-current="page"' : ''}>${PAGE_TITLES[item]}</a></li>`,
    )
    .join('');
  const jsonLd =
    page === 'home' && content.jsonLd
      ? `<script type="application/ld+json">${JSON.stringify(content.jsonLd).replaceAll('<', '\\u003c')}</script>`
      : '';
  const year = new Date().getFullYear();
  return [
    '<!doctype html><html lang="nl"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1">',
    `<title>${e(title)}</title><meta name="description" content="${e(description)}">`,
    `<meta name="theme-color" content="${design.colours.accent}">`,
    links.preview ? '<meta name="robots" content="noindex">' : '',
    links.canonical ? `<link rel="canonical" href="${e(links.canonical)}">` : '',
    `<style>${siteCss(design.template, design.colours)}</style>${jsonLd}</head><body>`,
    links.preview ? '<p class="notice">Voorbeeld — deze versie is nog niet gepubliceerd.</p>' : '',
    `<header><div class="wrap"><a class="brand" href="${e(links.href('home'))}">${e(content.name)}</a><p>${e(content.plaats)}</p>`,
    `<nav aria-label="Hoofdmenu"><ul>${nav}</ul></nav></div></header>`,
    `<main id="inhoud"><div class="wrap">${pageBody(page, content, design, links, onPlatform)}</div></main>`,
    `<footer><div class="wrap">${addressBlock(content)}<p class="small">© ${year} ${e(content.name)} · Website gemaakt met het platform</p></div></footer>`,
    '</body></html>',
  ].join('');
}
