// Long file: one table of every route with the data each needs, checked at phone width.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO, expect, signInViaApi, test } from '../fixtures.ts';

type Who = 'visitor' | 'user' | 'admin' | 'superadmin' | 'demo';

interface Params {
  shopId: string;
  shop: { plaats: string; plaatsName: string; slug: string; name: string; news: string; newsTitle: string };
  venue: { id: string; plaats: string; slug: string; name: string; courseMenuId: string; courseMenuName: string };
  teler: { plaats: string; plaatsName: string; slug: string; name: string };
}

type Heading = string | RegExp;

interface Route {
  who: Who;
  url: (p: Params) => string;
  /** The page's own h1: a crash into the error screen, a 404 or a login page is not "loaded". */
  heading: Heading | ((p: Params) => Heading);
  /** The page shows an alert when it works as it should (an unknown reservation code, stock warnings). */
  alert?: true;
}

/** The seed's vacancy of Kassapunt Noord (apps/server/src/db/seed/partners.ts: title and the id's first eight characters). */
const SEED_VACANCY_SLUG = 'servicemonteur-kassasystemen-5eed7a03';

/**
 * Every route of apps/web/src/app/router.tsx, the role that may open it, a
 * real address for it and the heading it shows. /onboarding replaces itself
 * with /onboarding/coffeeshop (spec).
 */
const ROUTES: Record<string, Route> = {
  '/coffeeshop/:coffeeshopId/menu': { who: 'visitor', url: (p) => `/coffeeshop/${p.shopId}/menu`, heading: 'Scherm koppelen' },
  '/': { who: 'visitor', url: () => '/', heading: 'Menubeheer voor coffeeshops' },
  '/privacy': { who: 'visitor', url: () => '/privacy', heading: 'Privacyverklaring' },
  '/foodee': { who: 'visitor', url: () => '/foodee', heading: 'Slimmer ondernemen in de horeca' },
  '/foodee/landing': { who: 'visitor', url: () => '/foodee/landing', heading: 'Slimmer ondernemen in de horeca' },
  '/feedee': { who: 'visitor', url: () => '/feedee', heading: 'Slimmer ondernemen in de horeca' },
  '/foodee/assistants': { who: 'visitor', url: () => '/foodee/assistants', heading: 'De vier Foodee-assistenten' },
  '/ai-assistant': { who: 'visitor', url: () => '/ai-assistant', heading: 'AI-assistent' },
  '/ai-assistent': { who: 'visitor', url: () => '/ai-assistent', heading: 'AI-assistent' },
  '/horeca': { who: 'visitor', url: () => '/horeca', heading: 'Horeca' },
  '/horeca/menu/:courseMenuId': {
    who: 'visitor',
    url: (p) => `/horeca/menu/${p.venue.courseMenuId}`,
    heading: (p) => p.venue.courseMenuName,
  },
  '/horeca/:plaats/:slug': {
    who: 'visitor',
    url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}`,
    heading: (p) => p.venue.name,
  },
  '/horeca/:plaats/:slug/partner': {
    who: 'visitor',
    url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}/partner`,
    heading: (p) => `${p.venue.name} als partner`,
  },
  '/horeca/:plaats/:slug/menu/course/:courseMenuId': {
    who: 'visitor',
    url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}/menu/course/${p.venue.courseMenuId}`,
    heading: (p) => p.venue.courseMenuName,
  },
  '/horeca/:plaats/:slug/reserveren': {
    who: 'visitor',
    url: (p) => `/horeca/${p.venue.plaats}/${p.venue.slug}/reserveren`,
    heading: (p) => `Reserveren bij ${p.venue.name}`,
  },
  '/reservering/:token': { who: 'visitor', url: () => '/reservering/onbekende-code', heading: 'Mijn reservering', alert: true },
  '/horeca-manager': { who: 'user', url: () => '/horeca-manager', heading: 'Horeca-manager' },
  '/integrations': { who: 'visitor', url: () => '/integrations', heading: 'Koppelingen: API en webhooks' },
  '/integrations-management': { who: 'user', url: () => '/integrations-management', heading: 'Integraties beheren' },
  '/gesprekken-assistent': { who: 'user', url: () => '/gesprekken-assistent', heading: 'Gesprekken-assistent' },
  '/gesprekken-management': { who: 'user', url: () => '/gesprekken-management', heading: 'Gesprekkenbeheer' },
  '/admin/horeca-menu': { who: 'admin', url: () => '/admin/horeca-menu', heading: 'Menukaart bewerken' },
  '/website-generator': { who: 'user', url: () => '/website-generator', heading: 'Websitebouwer' },
  '/admin/website-generator': { who: 'admin', url: () => '/admin/website-generator', heading: 'Websites beheren' },
  '/website-showcase': { who: 'visitor', url: () => '/website-showcase', heading: 'Websites gemaakt met het platform' },
  '/website-demo': { who: 'visitor', url: () => '/website-demo', heading: 'Probeer de websitebouwer' },
  '/admin/foodee/horeca-menu': { who: 'admin', url: () => '/admin/foodee/horeca-menu', heading: 'Menukaart bewerken' },
  '/admin/foodee/course-menus': { who: 'admin', url: () => '/admin/foodee/course-menus', heading: 'Menu’s in gangen' },
  '/admin/foodee/establishments': { who: 'admin', url: () => '/admin/foodee/establishments', heading: 'Horecazaken' },
  '/admin/products': { who: 'admin', url: () => '/admin/products', heading: 'Alle producten' },
  '/admin/cannabis-manager': { who: 'admin', url: () => '/admin/cannabis-manager', heading: 'Cannabis-manager', alert: true },
  '/admin/foodee/reservations': { who: 'admin', url: () => '/admin/foodee/reservations', heading: 'Alle reserveringen' },
  '/auth': { who: 'visitor', url: () => '/auth', heading: 'Inloggen' },
  '/dashboard': { who: 'user', url: () => '/dashboard', heading: /^Welkom, / },
  '/profile': { who: 'user', url: () => '/profile', heading: 'Mijn profiel' },
  '/favorites': { who: 'user', url: () => '/favorites', heading: 'Favorieten' },
  '/email-dashboard': { who: 'user', url: () => '/email-dashboard', heading: 'Mijn e-mails' },
  '/mobile-dashboard': { who: 'user', url: () => '/mobile-dashboard', heading: /^Welkom, / },
  '/onboarding': { who: 'user', url: () => '/onboarding', heading: 'Je coffeeshop aanmelden' },
  '/onboarding/coffeeshop': { who: 'user', url: () => '/onboarding/coffeeshop', heading: 'Je coffeeshop aanmelden' },
  '/onboarding/horeca': { who: 'user', url: () => '/onboarding/horeca', heading: 'Je horecazaak aanmelden' },
  '/admin/onboarding': { who: 'admin', url: () => '/admin/onboarding', heading: 'Aanmeldingen beoordelen' },
  '/admin': { who: 'admin', url: () => '/admin', heading: 'Admin Panel' },
  '/admin/verifications': { who: 'admin', url: () => '/admin/verifications', heading: 'Verificaties' },
  '/user-management': { who: 'admin', url: () => '/user-management', heading: 'Gebruikersbeheer' },
  '/admin/super': { who: 'superadmin', url: () => '/admin/super', heading: 'Superadmin' },
  '/premium-dashboard': { who: 'superadmin', url: () => '/premium-dashboard', heading: 'Premium dashboard' },
  '/community-maker': { who: 'user', url: () => '/community-maker', heading: 'Word Community Maker' },
  '/coffeeshop-manager': { who: 'user', url: () => '/coffeeshop-manager', heading: 'Menubeheer' },
  '/menu-management': { who: 'user', url: () => '/menu-management', heading: 'Menubeheer' },
  '/digital-manager': { who: 'user', url: () => '/digital-manager', heading: 'Digitale schermen' },
  '/digitale-schermen': { who: 'user', url: () => '/digitale-schermen', heading: 'Digitale schermen' },
  '/menu-display': { who: 'demo', url: () => '/menu-display', heading: 'Digitale schermen' },
  '/admin/menu-display': { who: 'admin', url: () => '/admin/menu-display', heading: 'Digitale schermen' },
  '/admin/kiosk-manager': { who: 'admin', url: () => '/admin/kiosk-manager', heading: 'Digitale schermen' },
  '/admin-coffeeshops': { who: 'admin', url: () => '/admin-coffeeshops', heading: 'Coffeeshops beheren' },
  '/admin-coffeeshops/:coffeeshopId/menu': {
    who: 'admin',
    url: (p) => `/admin-coffeeshops/${p.shopId}/menu`,
    heading: (p) => `Menu van ${p.shop.name} ${p.shop.plaatsName}`,
  },
  '/admin-coffeeshops/:coffeeshopId/menu/product': {
    who: 'admin',
    url: (p) => `/admin-coffeeshops/${p.shopId}/menu/product`,
    heading: (p) => `Menu van ${p.shop.name} ${p.shop.plaatsName}`,
  },
  '/admin/grower-manager': { who: 'admin', url: () => '/admin/grower-manager', heading: 'Telers beheren' },
  '/community-makers': { who: 'user', url: () => '/community-makers', heading: 'Word Community Maker' },
  '/admin/community': { who: 'admin', url: () => '/admin/community', heading: 'Community-moderatie' },
  '/coffeeshops': { who: 'visitor', url: () => '/coffeeshops', heading: 'Coffeeshops in Nederland' },
  '/coffeeshops/:plaats': {
    who: 'visitor',
    url: (p) => `/coffeeshops/${p.shop.plaats}`,
    heading: (p) => `Coffeeshops in ${p.shop.plaatsName}`,
  },
  '/coffeeshops/:plaats/:slug': {
    who: 'visitor',
    url: (p) => `/coffeeshops/${p.shop.plaats}/${p.shop.slug}`,
    heading: (p) => p.shop.name,
  },
  '/coffeeshops/:plaats/:coffeeshopSlug/nieuws/:newsSlug': {
    who: 'visitor',
    url: (p) => `/coffeeshops/${p.shop.plaats}/${p.shop.slug}/nieuws/${p.shop.news}`,
    heading: (p) => p.shop.newsTitle,
  },
  '/search': { who: 'visitor', url: () => '/search?q=amsterdam', heading: 'Zoeken' },
  '/search-wizard': { who: 'visitor', url: () => '/search-wizard', heading: 'Coffeeshop-wizard' },
  '/coffeeshop-wizard': { who: 'visitor', url: () => '/coffeeshop-wizard', heading: 'Coffeeshop-wizard' },
  '/telers': { who: 'visitor', url: () => '/telers', heading: 'Telers' },
  '/telers/:plaats': {
    who: 'visitor',
    url: (p) => `/telers/${p.teler.plaats}`,
    heading: (p) => `Telers in ${p.teler.plaatsName}`,
  },
  '/teler/:telerName': { who: 'visitor', url: (p) => `/teler/${p.teler.slug}`, heading: (p) => p.teler.name },
  '/zoeken': { who: 'visitor', url: () => '/zoeken?q=kush', heading: 'Zoeken' },
  '/strain-discovery': { who: 'visitor', url: () => '/strain-discovery', heading: 'Soorten ontdekken' },
  '/report-manager': { who: 'user', url: () => '/report-manager', heading: 'Rapportages' },
  '/afmelden/:token': {
    who: 'visitor',
    url: () => '/afmelden/onbekende-afmeldcode-van-de-test',
    heading: 'Afmelden voor het weekoverzicht',
  },
  '/social-manager': { who: 'user', url: () => '/social-manager', heading: 'Social manager' },
  '/staff-planner': { who: 'user', url: () => '/staff-planner', heading: 'Personeelsplanner' },
  '/staffing-planner': { who: 'user', url: () => '/staffing-planner', heading: 'Personeelsplanner' },
  '/partners': { who: 'visitor', url: () => '/partners', heading: 'Partners' },
  '/vacatures': { who: 'visitor', url: () => '/vacatures', heading: 'Vacatures' },
  // The seed's partners and vacancies (seed/partners.ts).
  '/vacatures/:type/:slug': {
    who: 'visitor',
    url: () => `/vacatures/vast/${SEED_VACANCY_SLUG}`,
    heading: 'Servicemonteur kassasystemen',
  },
  '/partner/dashboard': { who: 'user', url: () => '/partner/dashboard', heading: 'Partnerdashboard' },
  '/admin/partners': { who: 'admin', url: () => '/admin/partners', heading: 'Partners beheren' },
  '/admin/merchandise': { who: 'admin', url: () => '/admin/merchandise', heading: 'Merchandise beheren' },
  // The seed has no partner items: the edit page of an unknown one says so (an alert) under its heading.
  '/admin/partners/:partnerId/merchandise/:merchandiseId/edit': {
    who: 'admin',
    url: () => '/admin/partners/00000000-0000-4000-8000-000000000000/merchandise/00000000-0000-4000-8000-000000000000/edit',
    heading: 'Merchandise beheren',
    alert: true,
  },
  // The seed has no merchandise: an unknown item shows the not-found page.
  '/merchandise/:id': {
    who: 'visitor',
    url: () => '/merchandise/00000000-0000-4000-8000-000000000000',
    heading: 'Pagina niet gevonden',
  },
  '/admin/ai-control': { who: 'admin', url: () => '/admin/ai-control', heading: 'AI-beheer' },
  '/admin/assistants': { who: 'admin', url: () => '/admin/assistants', heading: 'Assistenten beheren' },
  '/partners/:slug': { who: 'visitor', url: () => '/partners/kassapunt-noord', heading: 'Kassapunt Noord' },
  // The old address redirects to the partner's page.
  '/partner/:slug': { who: 'visitor', url: () => '/partner/kassapunt-noord', heading: 'Kassapunt Noord' },
  // An unknown partner's service shows the not-found page, which must fit a phone too.
  '/partners/:partnerSlug/services/:serviceId': {
    who: 'visitor',
    url: () => '/partners/onbekende-partner/services/00000000-0000-4000-8000-000000000000',
    heading: 'Pagina niet gevonden',
  },
  '/partners/:partnerSlug/vacancies/:vacancySlug': {
    who: 'visitor',
    url: () => `/partners/kassapunt-noord/vacancies/${SEED_VACANCY_SLUG}`,
    heading: 'Servicemonteur kassasystemen',
  },
  // News, blog and events (ADR 049): the seed's blog post, news item and demo event.
  '/blog/:slug': {
    who: 'visitor',
    url: () => '/blog/zo-werkt-het-wietexperiment-in-breda-en-tilburg',
    heading: 'Zo werkt het wietexperiment in Breda en Tilburg',
  },
  '/nieuws/:slug': {
    who: 'visitor',
    url: () => '/nieuws/nieuwe-regels-voor-coffeeshopreclame-in-2027',
    heading: 'Nieuwe regels voor coffeeshopreclame in 2027',
  },
  '/news/:slug': {
    who: 'visitor',
    url: () => '/news/nieuwe-regels-voor-coffeeshopreclame-in-2027',
    heading: 'Nieuwe regels voor coffeeshopreclame in 2027',
  },
  '/partners/:partnerSlug/news/:newsSlug': {
    who: 'visitor',
    url: () => '/partners/onbekende-partner/news/onbekend-bericht',
    heading: 'Pagina niet gevonden',
  },
  '/event/:eventId': {
    who: 'visitor',
    url: () => '/event/5eed0000-0000-4000-8000-00000000e001',
    heading: 'Informatieavond: het wietexperiment in de praktijk',
  },
  '/content-manager': { who: 'admin', url: () => '/content-manager', heading: 'Content manager' },
  '/pagina/:slug': { who: 'visitor', url: () => '/pagina/over-het-platform', heading: 'Over het platform' },
  '/event/:eventId/afmelden': {
    who: 'visitor',
    url: () => '/event/5eed0000-0000-4000-8000-00000000e001/afmelden',
    heading: 'Afmelden voor een evenement',
    alert: true,
  },
  '/admin/ai-content': { who: 'admin', url: () => '/admin/ai-content', heading: 'AI-content' },
  '/content-manager-landing': { who: 'visitor', url: () => '/content-manager-landing', heading: 'De content manager' },
  '/content-studio-landing': {
    who: 'visitor',
    url: () => '/content-studio-landing',
    heading: 'Content studio voor partners en zaken',
  },
  '/partner-uitnodiging/:token': {
    who: 'visitor',
    url: () => '/partner-uitnodiging/onbekend-token-van-genoeg-tekens',
    heading: 'Uitnodiging als partner',
    alert: true,
  },
  // Marketing, plans and contact (issue 22)
  '/marketing': { who: 'visitor', url: () => '/marketing', heading: 'Eén platform voor coffeeshops en horeca' },
  '/entrepreneurs': { who: 'visitor', url: () => '/entrepreneurs', heading: 'Voor ondernemers' },
  '/ondernemers': { who: 'visitor', url: () => '/ondernemers', heading: 'Voor ondernemers' },
  '/wizards': { who: 'visitor', url: () => '/wizards', heading: 'Keuzehulpen en assistenten' },
  '/cannabis-wizards': { who: 'visitor', url: () => '/cannabis-wizards', heading: 'Keuzehulpen voor coffeeshops' },
  '/bijsluiter-cannabis': { who: 'visitor', url: () => '/bijsluiter-cannabis', heading: 'Bijsluiter cannabis' },
  '/ai-features': { who: 'visitor', url: () => '/ai-features', heading: 'AI die meewerkt, binnen de regels' },
  '/abonnementen': { who: 'user', url: () => '/abonnementen', heading: 'Abonnementen' },
  '/membership': { who: 'visitor', url: () => '/membership', heading: 'Abonnementen' },
  '/contact': { who: 'visitor', url: () => '/contact', heading: 'Contact' },
  '/menu-management-landing': {
    who: 'visitor',
    url: () => '/menu-management-landing',
    heading: 'Menubeheer dat klopt met je voorraad',
  },
  '/conversation-assistant-landing': {
    who: 'visitor',
    url: () => '/conversation-assistant-landing',
    heading: 'Een gespreksassistent die je zaak kent',
  },
  '/digitale-platforms-landing': {
    who: 'visitor',
    url: () => '/digitale-platforms-landing',
    heading: 'Al je digitale kanalen uit één bron',
  },
  '/horeca-management-landing': {
    who: 'visitor',
    url: () => '/horeca-management-landing',
    heading: 'Horecabeheer van kaart tot tafel',
  },
  '/social-manager-landing': { who: 'visitor', url: () => '/social-manager-landing', heading: 'Sociale media zonder gedoe' },
  '/staff-planner-landing': {
    who: 'visitor',
    url: () => '/staff-planner-landing',
    heading: 'Personeel dat precies mag wat nodig is',
  },
  '/report-manager-landing': { who: 'visitor', url: () => '/report-manager-landing', heading: 'Rapportages die je begrijpt' },
  '/:productPage': { who: 'visitor', url: () => '/schermen-contact', heading: 'Demo aanvragen: Digitale schermen' },
  '/admin/:product': { who: 'admin', url: () => '/admin/schermen', heading: 'Digitale schermen: wie gebruikt het' },
  '/:productShop/:coffeeshopId': {
    who: 'admin',
    url: (p) => `/schermen-coffeeshop/${p.shopId}`,
    heading: /^Digitale schermen bij /,
  },
  '/admin/contact': { who: 'admin', url: () => '/admin/contact', heading: 'Contactberichten' },
  '/admin/advanced': { who: 'admin', url: () => '/admin/advanced', heading: 'Geavanceerde instellingen' },
  // The booking widget without site chrome (ADR 058)
  '/widget/reserveren/:venueId': {
    who: 'visitor',
    url: (p) => `/widget/reserveren/${p.venue.id}`,
    heading: (p) => `Reserveren bij ${p.venue.name}`,
  },
  // An unknown invitation link: the page shows its Dutch refusal.
  '/uitnodiging/:token': {
    who: 'visitor',
    url: () => '/uitnodiging/onbekend-token-van-genoeg-tekens',
    heading: 'Uitnodiging',
    alert: true,
  },
  // Menu import (issue 18)
  '/menu-import-landing': {
    who: 'visitor',
    url: () => '/menu-import-landing',
    heading: 'Je coffeeshopmenu in één keer online',
  },
  '/ai-menu-import': { who: 'visitor', url: () => '/ai-menu-import', heading: 'Je menukaart in een paar minuten ingelezen' },
  '/foodee/menu-import': {
    who: 'visitor',
    url: () => '/foodee/menu-import',
    heading: 'Je menukaart in een paar minuten ingelezen',
  },
  '/demo/menu-import': { who: 'visitor', url: () => '/demo/menu-import', heading: 'Demo: menu importeren' },
  '/menu-importeren': { who: 'user', url: () => '/menu-importeren', heading: 'Menu importeren' },
  '/menu-import-history': { who: 'admin', url: () => '/menu-import-history', heading: 'Importgeschiedenis' },
};

const WIDTH = 360;

test('[LAYOUT] the list below covers every route of the router', () => {
  // router.tsx composes the route objects each feature declares in its routes.tsx.
  const web = path.join(import.meta.dirname, '../../apps/web/src');
  const features = readdirSync(path.join(web, 'features')).map((feature) => path.join(web, 'features', feature, 'routes.tsx'));
  const files = [path.join(web, 'app/router.tsx'), ...features.filter((file) => existsSync(file))];
  const source = files.map((file) => readFileSync(file, 'utf8')).join('\n');
  const paths = new Set([...source.matchAll(/'(\/[^']*)'/g)].map((match) => match[1]));
  expect([...paths].sort()).toEqual(Object.keys(ROUTES).sort());
});

async function params(page: Page): Promise<Params> {
  type Item = { id: string; name: string; slug: string; plaats: string; plaatsSlug: string };
  const [shop] = (await (await page.request.get('/api/coffeeshops?plaats=amsterdam')).json()) as Item[];
  if (!shop) throw new Error('no seeded shop');
  const detail = (await (await page.request.get(`/api/coffeeshops/${shop.plaatsSlug}/${shop.slug}`)).json()) as {
    news: Array<{ slug: string; title: string }>;
  };
  const [venue] = (await (await page.request.get('/api/horeca/venues?plaats=amsterdam')).json()) as Item[];
  if (!venue) throw new Error('no seeded venue');
  const venueDetail = (await (await page.request.get(`/api/horeca/venues/${venue.plaatsSlug}/${venue.slug}`)).json()) as {
    courseMenus: Array<{ id: string; name: string }>;
  };
  const [teler] = (await (await page.request.get('/api/telers')).json()) as Item[];
  if (!teler) throw new Error('no seeded grower');
  const [news] = detail.news;
  const [courseMenu] = venueDetail.courseMenus;
  if (!news || !courseMenu) throw new Error('no seeded news item or course menu');
  return {
    shopId: shop.id,
    shop: {
      plaats: shop.plaatsSlug,
      plaatsName: shop.plaats,
      slug: shop.slug,
      name: shop.name,
      news: news.slug,
      newsTitle: news.title,
    },
    venue: {
      id: venue.id,
      plaats: venue.plaatsSlug,
      slug: venue.slug,
      name: venue.name,
      courseMenuId: courseMenu.id,
      courseMenuName: courseMenu.name,
    },
    teler: { plaats: teler.plaatsSlug, plaatsName: teler.plaats, slug: teler.slug, name: teler.name },
  };
}

/** The page's widest elements beyond the viewport, to name the culprit in a failure. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return null;
    // Elements past the edge that no scrolling box of their own contains.
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(parent).overflowX)) return true;
      }
      return false;
    };
    const culprits = [...document.querySelectorAll('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && !clipped(element))
      .slice(-3)
      .map((element) => `${element.tagName.toLowerCase()}.${String(element.className).slice(0, 60)}`);
    return `${scrollWidth}px: ${culprits.join(' | ')}`;
  });
}

const LOGINS: Record<Exclude<Who, 'visitor'>, string> = {
  user: DEMO.user,
  admin: DEMO.admin,
  superadmin: DEMO.superadmin,
  demo: DEMO.demo,
};

/** axe's serious and critical WCAG 2.2 A/AA violations on the page as it is, one line each with where they are. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/**
 * Images without both a width and a height attribute (issue 21, item 6: nothing shifts while they load); the map's
 * tiles are Leaflet's, sized by its own styles.
 */
function imagesWithoutSize(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('img')]
      .filter((image) => !image.closest('.leaflet-pane') && !(image.hasAttribute('width') && image.hasAttribute('height')))
      .map((image) => image.getAttribute('src') ?? image.outerHTML.slice(0, 80)),
  );
}

/** The seeded places the table's addresses need: read once per worker. */
let seeded: Promise<Params> | undefined;

// Issue 21: every route of the table, as the role that uses it, fits the phone's width and passes axe. One test per
// route, so a failure names its page and the routes spread over the workers.
for (const [route, entry] of Object.entries(ROUTES)) {
  test(`[LAYOUT] ${route} (${entry.who}) fits ${WIDTH} px and has no serious axe violations`, async ({ page }) => {
    // axe on the largest editors (every dish with its allergen boxes) takes several seconds on a two-core machine.
    test.slow();
    await page.setViewportSize({ width: WIDTH, height: 780 });
    // Past the 18+ gate: its dialog is not the page under test.
    await page.addInitScript(() => window.localStorage.setItem('age_gate_18plus', 'yes'));
    if (entry.who !== 'visitor') await signInViaApi(page, LOGINS[entry.who]);
    seeded ??= params(page);
    const values = await seeded;
    await page.goto(entry.url(values));
    const heading = typeof entry.heading === 'function' ? entry.heading(values) : entry.heading;
    // A first visit loads the page's chunk and its texts: more than the usual wait on a busy two-core machine.
    await expect(
      page.getByRole('heading', { level: 1, name: heading, ...(typeof heading === 'string' ? { exact: true } : {}) }),
    ).toBeVisible({ timeout: 30_000 });
    // Loaded: no spinner left (Spinner is a status saying "… laden" / "… geladen").
    await expect(page.getByRole('status').filter({ hasText: /laden|geladen/i })).toHaveCount(0);
    // No alert, except the 500 g stock warning a Menubeheer page rightly shows when the seeded stock is over it.
    const alerts = page.getByRole('alert').filter({ hasNotText: /maximaal 500 g handelsvoorraad/ });
    if (!entry.alert) await expect(alerts).toHaveCount(0);
    expect(await overflow(page)).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await imagesWithoutSize(page)).toEqual([]);
  });
}

test(`[LAYOUT] Menubeheer at ${WIDTH} px shows stock, active and edit of a product on screen`, async ({ page }) => {
  await page.setViewportSize({ width: WIDTH, height: 780 });
  await signInViaApi(page, DEMO.user);
  await page.goto('/coffeeshop-manager');
  const stock = page.getByRole('spinbutton', { name: /^Voorraad van / }).first();
  await expect(stock).toBeVisible();
  const name = ((await stock.getAttribute('aria-label')) ?? '').replace(/^Voorraad van /, '');
  const controls = [
    stock,
    // Exact: "Amnesia Haze actief" is also part of "Pre-roll Amnesia Haze actief".
    page.getByRole('checkbox', { name: `${name} actief`, exact: true }),
    page.getByRole('button', { name: `Bewerken: ${name}`, exact: true }),
  ];
  for (const control of controls) {
    await control.scrollIntoViewIfNeeded();
    const box = await control.boundingBox();
    expect(box, String(control)).not.toBeNull();
    expect((box?.x ?? 0) + (box?.width ?? 0), String(control)).toBeLessThanOrEqual(WIDTH);
    // Not hidden inside a box that scrolls sideways either.
    await expect(control).toBeInViewport({ ratio: 1 });
  }
});
