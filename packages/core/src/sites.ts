import { z } from 'zod';
import { idSchema } from './ids.ts';
import { PLACE_KINDS, type PlaceKindName } from './place-staff.ts';
import {
  DEFAULT_SITE_COLOURS,
  SITE_COLOUR_PATTERN,
  SITE_TEMPLATES,
  type SiteContrastProblem,
  siteContrastProblems,
} from './site-colours.ts';

/*
 * The website generator (issue 22 item 4, ADR 059): an owner's shop or venue gets a small site of its own at
 * `/sites/{slug}` and on its own domain, rendered by the server from the platform's live data.
 */

/** Every page a site can have, in menu order; `menu` and `reserveren` only for horeca (art. 3b Opiumwet for shops). */
export const SITE_PAGES = ['home', 'menu', 'over', 'contact', 'vacatures', 'reserveren'] as const;
export type SitePage = (typeof SITE_PAGES)[number];

const HORECA_ONLY: readonly SitePage[] = ['menu', 'reserveren'];

/** The pages a kind of place may have: a coffeeshop never gets a menu (products, prices) or booking. */
export function allowedSitePages(kind: PlaceKindName): SitePage[] {
  return SITE_PAGES.filter((page) => kind === 'venue' || !HORECA_ONLY.includes(page));
}

/** Slugs that would clash with the platform's own words or mislead visitors. */
export const RESERVED_SITE_SLUGS = [
  'admin',
  'api',
  'assets',
  'auth',
  'demo',
  'sites',
  'www',
  'platform',
  'preview',
  'widget',
  'login',
  'static',
] as const;

export const SITE_SLUG_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,58}[a-z0-9])$/;

export const SiteSlugSchema = z
  .string({ error: 'Kies een adres voor je website' })
  .trim()
  .toLowerCase()
  .regex(SITE_SLUG_PATTERN, 'Gebruik 3 tot 60 kleine letters, cijfers of streepjes, niet aan het begin of eind')
  .refine((slug) => !(RESERVED_SITE_SLUGS as readonly string[]).includes(slug), {
    message: 'Dit adres is gereserveerd voor het platform: kies een ander',
  });

const ColourSchema = z
  .string({ error: 'Kies een kleur als #rrggbb' })
  .regex(SITE_COLOUR_PATTERN, 'Kies een kleur als #rrggbb')
  .transform((colour) => colour.toLowerCase());

const CONTRAST_FIELD: Record<SiteContrastProblem, 'text' | 'accent'> = {
  textOnBackground: 'text',
  whiteOnAccent: 'accent',
  accentOnBackground: 'accent',
};
const CONTRAST_MESSAGE: Record<SiteContrastProblem, string> = {
  textOnBackground: 'De tekstkleur heeft te weinig contrast met de achtergrond (minimaal 4,5:1, WCAG AA)',
  whiteOnAccent: 'Witte tekst op de accentkleur is slecht leesbaar (minimaal 4,5:1, WCAG AA): kies een donkerdere kleur',
  accentOnBackground: 'De accentkleur heeft te weinig contrast met de achtergrond (minimaal 4,5:1, WCAG AA)',
};

/**
 * The three colours of a site: text on the background, and the accent (buttons, links, header) which carries
 * white text. Both pairs must reach WCAG AA (4.5:1), so no owner can publish an unreadable site.
 */
export const SiteColoursSchema = z
  .object({ accent: ColourSchema, background: ColourSchema, text: ColourSchema })
  .superRefine((colours, issue) => {
    for (const problem of siteContrastProblems(colours))
      issue.addIssue({ code: 'custom', path: [CONTRAST_FIELD[problem]], message: CONTRAST_MESSAGE[problem] });
  });
export type SiteColours = z.infer<typeof SiteColoursSchema>;

export const SitePlaceParamsSchema = z.object({
  kind: z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' }),
  placeId: idSchema('Onbekende zaak'),
});

export const SiteIdParamSchema = z.object({ siteId: idSchema('Deze website bestaat niet.') });

/** What the owner saves: the draft; publishing is a separate step. */
export const SiteInputSchema = z.object({
  slug: SiteSlugSchema,
  template: z.enum(SITE_TEMPLATES, { error: 'Kies een van de sjablonen' }),
  colours: SiteColoursSchema,
  pages: z
    .array(z.enum(SITE_PAGES, { error: 'Onbekende pagina' }), { error: 'Kies de pagina’s van je website' })
    .min(1, 'Kies minstens één pagina')
    .refine((pages) => pages.includes('home'), { message: 'De startpagina hoort er altijd bij' })
    .refine((pages) => new Set(pages).size === pages.length, { message: 'Kies elke pagina hoogstens één keer' }),
  intro: z.string({ error: 'Schrijf een introductie' }).trim().max(1200, 'Houd de introductie onder 1200 tekens'),
});
export type SiteInput = z.infer<typeof SiteInputSchema>;

export const SitePublishInputSchema = z.object({ published: z.boolean({ error: 'Kies publiceren of offline halen' }) });

/** A host name as typed by the owner: lower case, no scheme, no path, at least one dot. */
export const SiteDomainInputSchema = z.object({
  domain: z
    .string({ error: 'Vul een domeinnaam in' })
    .trim()
    .toLowerCase()
    .transform((domain) => domain.replace(/^https?:\/\//, '').replace(/\/+$/, ''))
    .pipe(
      z
        .string()
        .max(253, 'Deze domeinnaam is te lang')
        .regex(
          /^(?=.{4,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/,
          'Vul een geldige domeinnaam in, zoals www.mijnzaak.nl',
        ),
    ),
});

export const DomainAllowedQuerySchema = z.object({ domain: z.string().max(253).default('') });

export const DemoSiteQuerySchema = z.object({
  kind: z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' }).default('venue'),
  template: z.enum(SITE_TEMPLATES, { error: 'Kies een van de sjablonen' }).default('klassiek'),
  accent: ColourSchema.default(DEFAULT_SITE_COLOURS.accent),
  background: ColourSchema.default(DEFAULT_SITE_COLOURS.background),
  text: ColourSchema.default(DEFAULT_SITE_COLOURS.text),
  page: z.enum(SITE_PAGES, { error: 'Onbekende pagina' }).default('home'),
});

export const SiteTemplateToggleSchema = z.object({ enabled: z.boolean({ error: 'Kies aan of uit' }) });
export const SiteTemplateParamSchema = z.object({
  template: z.enum(SITE_TEMPLATES, { error: 'Onbekend sjabloon' }),
});

export const DomainStateSchema = z.object({
  domain: z.string(),
  verified: z.boolean(),
  checkedAt: z.string().nullable(),
});

export const SiteViewSchema = z.object({
  id: z.string(),
  kind: z.enum(PLACE_KINDS),
  placeId: z.string(),
  placeName: z.string(),
  plaats: z.string(),
  slug: z.string(),
  template: z.enum(SITE_TEMPLATES),
  colours: z.object({ accent: z.string(), background: z.string(), text: z.string() }),
  pages: z.array(z.enum(SITE_PAGES)),
  intro: z.string(),
  published: z.boolean(),
  publishedAt: z.string().nullable(),
  url: z.string(),
  domain: DomainStateSchema.nullable(),
});
export type SiteView = z.infer<typeof SiteViewSchema>;

export const OwnSitePlaceSchema = z.object({
  kind: z.enum(PLACE_KINDS),
  placeId: z.string(),
  name: z.string(),
  plaats: z.string(),
  suggestedSlug: z.string(),
  site: SiteViewSchema.nullable(),
});
export type OwnSitePlace = z.infer<typeof OwnSitePlaceSchema>;

export const MySitesSchema = z.object({
  places: z.array(OwnSitePlaceSchema),
  templates: z.array(z.enum(SITE_TEMPLATES)),
  platformHost: z.string(),
});
export type MySites = z.infer<typeof MySitesSchema>;

export const ShowcaseSiteSchema = z.object({
  name: z.string(),
  plaats: z.string(),
  template: z.enum(SITE_TEMPLATES),
  kind: z.enum(PLACE_KINDS),
  url: z.string(),
});
export type ShowcaseSite = z.infer<typeof ShowcaseSiteSchema>;

export const AdminSitesSchema = z.object({
  sites: z.array(SiteViewSchema),
  templates: z.array(z.object({ template: z.enum(SITE_TEMPLATES), enabled: z.boolean() })),
});
export type AdminSites = z.infer<typeof AdminSitesSchema>;

export const IntroSuggestionSchema = z.object({ intro: z.string(), source: z.enum(['assistant', 'data']) });
export type IntroSuggestion = z.infer<typeof IntroSuggestionSchema>;
