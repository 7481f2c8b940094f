import { BRANDS } from '@platform/core';

export interface PageMeta {
  title: string;
  description: string;
}

/**
 * What a feature adds to one page's server HTML (ADR 040): its own title and description, JSON-LD for search
 * engines, or a status (404, 410) when the thing the page shows is unknown or gone.
 */
export interface PageShell {
  status?: 404 | 410;
  meta?: PageMeta;
  jsonLd?: Record<string, unknown>;
  /** The page's canonical path when the same page has two addresses (a course menu also at /horeca/menu/{id}). */
  canonicalPath?: string;
}

const SITE = BRANDS.cannabis.displayName;

const DEFAULT_META: PageMeta = {
  title: `${SITE} — ${BRANDS.cannabis.tagline.toLowerCase()}`,
  description: 'Beheer menu’s, schermen en reserveringen voor coffeeshops en horeca in Nederland.',
};

/** The shell of a path the web app has no page for (answered with 404). */
export const NOT_FOUND_META: PageMeta = {
  title: `Pagina niet gevonden — ${SITE}`,
  description: 'Deze pagina bestaat niet (meer).',
};

/** Titles and descriptions per route prefix; the longest match wins. Features add theirs here. */
const META_BY_PREFIX: Array<[string, PageMeta]> = [
  ['/auth', { title: `Inloggen — ${SITE}`, description: 'Log in of maak een account aan.' }],
  [
    '/privacy',
    {
      title: `Privacyverklaring — ${SITE}`,
      description: 'Wat het platform van je bewaart, wie je vragen aan de assistent ontvangt en je rechten.',
    },
  ],
  ['/dashboard', { title: `Dashboard — ${SITE}`, description: 'Je overzicht van menu’s, schermen en modules.' }],
  ['/profile', { title: `Profiel — ${SITE}`, description: 'Je gegevens, verificatie, beveiliging en privacy.' }],
  [
    '/coffeeshops',
    {
      title: `Coffeeshops in Nederland — ${SITE}`,
      description: 'Coffeeshops per plaats met adres, openingstijden en huisregels. Alleen voor 18+.',
    },
  ],
  [
    '/community-maker',
    { title: `Community Maker — ${SITE}`, description: 'Schrijf educatieve, neutrale posts over coffeeshops in jouw gemeente.' },
  ],
  [
    '/telers',
    {
      title: `Telers — ${SITE}`,
      description: 'Telers en aangewezen telers van het wietexperiment, met hun gegevens. Alleen voor 18+.',
    },
  ],
  [
    '/teler',
    { title: `Teler — ${SITE}`, description: 'Een teler met locatie, specialiteiten en contactgegevens. Alleen voor 18+.' },
  ],
  [
    '/strain-discovery',
    {
      title: `Soorten ontdekken — ${SITE}`,
      description: 'Soorten als feiten uit de menu’s die je mag zien, zonder prijzen. Alleen voor 18+.',
    },
  ],
  ['/search', { title: `Zoeken — ${SITE}`, description: 'Zoek coffeeshops, plaatsen, producten en telers.' }],
  ['/zoeken', { title: `Zoeken — ${SITE}`, description: 'Zoek coffeeshops, plaatsen, producten en telers.' }],
  ['/admin', { title: `Beheer — ${SITE}`, description: 'Beheerpaneel voor het platform.' }],
  [
    '/partners',
    {
      title: `Partners — ${SITE}`,
      description: 'Leveranciers, kassasystemen, schermen, beveiliging en meer voor coffeeshops en horeca.',
    },
  ],
  [
    '/vacatures',
    {
      title: `Vacatures — ${SITE}`,
      description: 'Vacatures bij coffeeshops, horecazaken en hun partners, met salaris.',
    },
  ],
  [
    '/foodee',
    {
      title: 'Foodee — slimmer ondernemen in de horeca',
      description: 'Restaurants en bars: menu’s, reserveringen en vier AI-assistenten.',
    },
  ],
  [
    '/horeca',
    {
      title: 'Horeca — Foodee',
      description: 'Vind restaurants, cafés en bars en reserveer een tafel.',
    },
  ],
  [
    '/foodee/assistants',
    {
      title: 'AI-assistenten — Foodee',
      description: 'Vier AI-assistenten voor de horeca: smaak, reserveringen, drankadvies en voorraad.',
    },
  ],
  // Marketing, plans and contact (issue 22); product pages get theirs from the marketing feature's shell.
  [
    '/marketing',
    {
      title: `Eén platform voor coffeeshops en horeca — ${SITE}`,
      description: 'Menu’s, schermen, reserveringen, personeel en rapportages voor coffeeshops en horeca.',
    },
  ],
  [
    '/abonnementen',
    { title: `Abonnementen — ${SITE}`, description: 'Basis, Groei en Compleet: prijzen per maand, excl. en incl. 21% btw.' },
  ],
  [
    '/membership',
    { title: `Abonnementen — ${SITE}`, description: 'Basis, Groei en Compleet: prijzen per maand, excl. en incl. 21% btw.' },
  ],
  ['/contact', { title: `Contact — ${SITE}`, description: 'Stel je vraag; we reageren binnen twee werkdagen.' }],
  [
    '/bijsluiter-cannabis',
    {
      title: `Bijsluiter cannabis — ${SITE}`,
      description: 'Feitelijke informatie over effecten, risico’s, de wet en hulp, naar Trimbos, Jellinek en de Rijksoverheid.',
    },
  ],
  ['/ondernemers', { title: `Voor ondernemers — ${SITE}`, description: 'Zo zet je je coffeeshop of horecazaak online.' }],
  ['/entrepreneurs', { title: `Voor ondernemers — ${SITE}`, description: 'Zo zet je je coffeeshop of horecazaak online.' }],
  [
    '/wizards',
    { title: `Keuzehulpen en assistenten — ${SITE}`, description: 'Keuzehulpen voor coffeeshops en assistenten voor horeca.' },
  ],
  [
    '/cannabis-wizards',
    {
      title: `Keuzehulpen voor coffeeshops — ${SITE}`,
      description: 'Vind een coffeeshop of lees over soorten. Alleen voor 18+.',
    },
  ],
  [
    '/ai-features',
    {
      title: `AI-functies — ${SITE}`,
      description: 'Menu-import, assistenten en tekstcontrole: AI die meewerkt, binnen de regels.',
    },
  ],
  [
    '/digitale-schermen',
    { title: `Digitale schermen — ${SITE}`, description: 'Je menu op schermen in je zaak, automatisch bijgewerkt.' },
  ],
  [
    '/website-generator',
    {
      title: `Websitebouwer — ${SITE}`,
      description: 'Een eigen website voor je zaak, gemaakt uit je gegevens op het platform en altijd bijgewerkt.',
    },
  ],
  [
    '/report-manager',
    {
      title: `Rapportages — ${SITE}`,
      description: 'Bezoekers, menuweergaven op schermen en reserveringen per dag, zonder cookies van derden.',
    },
  ],
];

export function pageMeta(pathname: string): PageMeta {
  let best: PageMeta = DEFAULT_META;
  let bestLength = 0;
  for (const [prefix, meta] of META_BY_PREFIX) {
    const matches = pathname === prefix || pathname.startsWith(`${prefix}/`);
    if (matches && prefix.length > bestLength) {
      best = meta;
      bestLength = prefix.length;
    }
  }
  return best;
}
