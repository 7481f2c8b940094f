// Zod-free: the public marketing pages read the catalogue without loading zod (ADR 067); its schemas are in
// catalogue-schemas.ts.
import type { BrandType } from '../brand.ts';

/**
 * The platform's modules as one catalogue (issue 22, ADR 050): every product page, demo request, admin
 * page and plan reads it. Slugs are Dutch and never equal an existing page's path: `/{slug}` is resolved
 * by one `/:productPage` route (see `resolveProductPage`), which static routes always outrank.
 */
export const PLAN_IDS = ['basis', 'groei', 'compleet'] as const;
export type PlanId = (typeof PLAN_IDS)[number];

export const PRODUCT_SLUGS = [
  'menubeheer',
  'menu-import',
  'rapportages',
  'schermen',
  'personeelsplanner',
  'sociale-media',
  'contentbeheer',
  'assistenten',
  'websitebouwer',
  'koppelingen',
] as const;
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

/** Which brand a product is made for; `both` serves coffeeshops and horeca alike. */
export type ProductBrand = BrandType | 'both';

export interface PlatformProduct {
  slug: ProductSlug;
  name: string;
  description: string;
  brand: ProductBrand;
  /** The cheapest plan that includes it; every more expensive plan includes it too. */
  plan: PlanId;
  /** Where a business that has it manages it (an existing page of the platform). */
  managePath: string;
}

export const PLATFORM_PRODUCTS: readonly PlatformProduct[] = [
  {
    slug: 'menubeheer',
    name: 'Menubeheer',
    description: 'Eén menu voor je zaak: producten, categorieën, voorraad en zichtbaarheid op één plek bijhouden.',
    brand: 'both',
    plan: 'basis',
    managePath: '/menu-management',
  },
  {
    slug: 'menu-import',
    name: 'Menu-import',
    description: 'Zet een bestaand menu (PDF, foto of spreadsheet) om naar je digitale menu, dat je daarna nakijkt.',
    brand: 'both',
    plan: 'basis',
    managePath: '/menu-management',
  },
  {
    slug: 'rapportages',
    name: 'Rapportages',
    description: 'Bezoekers, menuweergaven en reserveringen per week en maand, te downloaden als CSV.',
    brand: 'both',
    plan: 'basis',
    managePath: '/report-manager',
  },
  {
    slug: 'schermen',
    name: 'Digitale schermen',
    description: 'Je menu op schermen in de zaak, automatisch bijgewerkt zodra je het menu aanpast.',
    brand: 'both',
    plan: 'groei',
    managePath: '/digitale-schermen',
  },
  {
    slug: 'personeelsplanner',
    name: 'Personeelsplanner',
    description: 'Medewerkers uitnodigen, rechten per medewerker en wie welke zaak beheert.',
    brand: 'both',
    plan: 'groei',
    managePath: '/dashboard',
  },
  {
    slug: 'sociale-media',
    name: 'Sociale media',
    description: 'Berichten over je zaak voorbereiden en plannen, binnen de regels voor reclame.',
    brand: 'both',
    plan: 'groei',
    managePath: '/dashboard',
  },
  {
    slug: 'contentbeheer',
    name: 'Contentbeheer',
    description: 'Nieuwsberichten, foto’s en teksten van je zaak op één plek schrijven en publiceren.',
    brand: 'both',
    plan: 'groei',
    managePath: '/dashboard',
  },
  {
    slug: 'assistenten',
    name: 'AI-assistenten',
    description: 'Tastee, Tablee, Drinkee en Feedee helpen met menu’s, reserveringen, dranken en inkoop.',
    brand: 'hospitality',
    plan: 'compleet',
    managePath: '/ai-assistent',
  },
  {
    slug: 'websitebouwer',
    name: 'Websitebouwer',
    description: 'Een eigen website uit de gegevens die je al op het platform hebt: openingstijden, menu en vacatures.',
    brand: 'both',
    plan: 'compleet',
    managePath: '/dashboard',
  },
  {
    slug: 'koppelingen',
    name: 'Koppelingen',
    description: 'Je kassasysteem koppelen met API-sleutels, voor voorraad en prijzen zonder dubbel werk.',
    brand: 'both',
    plan: 'compleet',
    managePath: '/dashboard',
  },
];

export function findProduct(slug: string): PlatformProduct | undefined {
  return PLATFORM_PRODUCTS.find((product) => product.slug === slug.toLowerCase());
}

export interface Plan {
  id: PlanId;
  name: string;
  description: string;
  /** Monthly price in euro cents, without btw. */
  monthlyCents: number;
}

export const PLANS: readonly Plan[] = [
  { id: 'basis', name: 'Basis', description: 'Voor één zaak die zijn menu online wil beheren.', monthlyCents: 2900 },
  { id: 'groei', name: 'Groei', description: 'Voor zaken met schermen, personeel en sociale media.', monthlyCents: 7900 },
  {
    id: 'compleet',
    name: 'Compleet',
    description: 'Alle modules, met assistenten, website en koppelingen.',
    monthlyCents: 14900,
  },
];

/** Btw on the platform's services: the general rate of 21 %. */
export const VAT_RATE_PERCENT = 21;

export function findPlan(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/** The btw on an amount without btw, rounded to whole cents (half up). */
export function vatCents(netCents: number): number {
  return Math.round((netCents * VAT_RATE_PERCENT) / 100);
}

/** The products a plan switches on: its own and those of every cheaper plan. */
export function productsOfPlan(plan: PlanId): ProductSlug[] {
  const rank = PLAN_IDS.indexOf(plan);
  return PLATFORM_PRODUCTS.filter((product) => PLAN_IDS.indexOf(product.plan) <= rank).map((product) => product.slug);
}

/** An amount in euro cents as Dutch money: `€ 1.234,50`. */
export function formatEuro(cents: number): string {
  return new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** What a single-segment product path shows. */
export type ProductPageKind = 'product' | 'contact' | 'finder';

const PAGE_SUFFIXES: Array<[string, ProductPageKind]> = [
  ['-coffeeshop-finder', 'finder'],
  ['-contact', 'contact'],
  ['', 'product'],
];

/**
 * Reads one path segment as a product page (ADR 050): `menubeheer` is the product page, `menubeheer-contact`
 * its demo request, `menubeheer-coffeeshop-finder` the coffeeshops that use it; anything else is no page.
 */
export function resolveProductPage(segment: string): { product: PlatformProduct; kind: ProductPageKind } | null {
  const value = segment.toLowerCase();
  for (const [suffix, kind] of PAGE_SUFFIXES) {
    if (!value.endsWith(suffix)) continue;
    const product = findProduct(value.slice(0, value.length - suffix.length));
    if (product) return { product, kind };
  }
  return null;
}

/** Reads `/{slug}-coffeeshop/{coffeeshopId}`'s first segment: the product whose shops an admin manages. */
export function resolveProductShopSegment(segment: string): PlatformProduct | null {
  const value = segment.toLowerCase();
  if (!value.endsWith('-coffeeshop')) return null;
  return findProduct(value.slice(0, -'-coffeeshop'.length)) ?? null;
}
