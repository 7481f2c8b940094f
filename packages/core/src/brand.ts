// Zod-free: the app shell of every page imports this module, and zod stays out of public pages' first load (ADR 067).
// The schemas of these values are in brand-schemas.ts.
export const BRAND_TYPES = ['cannabis', 'hospitality'] as const;
export type BrandType = (typeof BRAND_TYPES)[number];
/** Whether a stored value is one of the brands. */
export function isBrandType(value: unknown): value is BrandType {
  return (BRAND_TYPES as readonly unknown[]).includes(value);
}

export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];
/** Whether a stored value is one of the themes. */
export function isTheme(value: unknown): value is Theme {
  return (THEMES as readonly unknown[]).includes(value);
}
/** The app's default theme when neither the user nor a brand chose one. */
export const DEFAULT_THEME: Theme = 'system';

export interface HospitalityAssistant {
  id: 'tastee' | 'tablee' | 'drinkee' | 'feedee';
  name: string;
  role: string;
  slogan: string;
  description: string;
  icon: string;
  color: string;
}

export interface BrandConfig {
  brandType: BrandType;
  name: string;
  displayName: string;
  mascotName: string;
  primaryColor: string;
  secondaryColor: string;
  /**
   * The brand colour as the interface uses it for buttons, links and badges, in shades that reach
   * WCAG AA 4.5:1 (ADR 037): `light` carries white text and sits on light pages, `dark` carries
   * near-black text and sits on dark pages. The primary colour stays the brand's mark (logo, map).
   */
  uiColors: { light: string; dark: string };
  logo: string;
  mascotImage: string;
  tagline: string;
  description: string;
  domains: string[];
  defaultTheme: Exclude<Theme, 'system'>;
  assistants: HospitalityAssistant[];
}

/**
 * The word in a host name that selects the hospitality brand, and its path
 * prefixes: the public pages, the guest's reservation link, the owner's
 * manager and the hospitality admin pages all show the hospitality brand.
 */
export const HOSPITALITY_BRAND_WORD = 'foodee';
export const HOSPITALITY_PATH_PREFIXES = [
  '/foodee',
  '/feedee',
  '/horeca',
  '/horeca-manager',
  '/reservering',
  // The hospitality page about the menu import (issue 18); /menu-import-landing is the cannabis one.
  '/ai-menu-import',
  '/admin/foodee',
  '/admin/horeca-menu',
  '/horeca-management-landing',
  '/conversation-assistant-landing',
] as const;

export const HOSPITALITY_ASSISTANTS: HospitalityAssistant[] = [
  {
    id: 'tastee',
    name: 'Tastee',
    role: 'Food curator & smaakcoach',
    slogan: 'Inspiratie op je bord',
    description: 'Helpt met inspiratie, menu-opbouw, smaakprofielen en trends.',
    icon: 'chef-hat',
    color: '#c65616',
  },
  {
    id: 'tablee',
    name: 'Tablee',
    role: 'Gastheer & reserveringswizard',
    slogan: 'Elke tafel op tijd gevuld',
    description: 'Beheert tafels en reserveringen en verkort wachttijden.',
    icon: 'calendar-check',
    color: '#d97334',
  },
  {
    id: 'drinkee',
    name: 'Drinkee',
    role: 'Mixmaster & drankadviseur',
    slogan: 'Het juiste glas bij elk gerecht',
    description: 'Adviseert over cocktails, wijn, pairings en barvoorraad.',
    icon: 'wine',
    color: '#b4461a',
  },
  {
    id: 'feedee',
    name: 'Feedee',
    role: 'Logistiek & voorraadplanner',
    slogan: 'Nooit meer misgrijpen',
    description: 'Plant inkoop, foodcost, leveringen en voorraad.',
    icon: 'truck',
    color: '#e0873f',
  },
];

export const BRANDS: Record<BrandType, BrandConfig> = {
  cannabis: {
    brandType: 'cannabis',
    // A neutral name and an owl: the brand is about clear menus, and must not promote cannabis.
    name: 'kaartwijs',
    displayName: 'Kaartwijs',
    mascotName: 'Uilke',
    primaryColor: '#10b981',
    secondaryColor: '#34d399',
    // emerald-700 (white on it 5.5:1) and emerald-400 (10:1 on zinc-950)
    uiColors: { light: '#047857', dark: '#34d399' },
    logo: '/brand/kaartwijs-logo.svg',
    mascotImage: '/brand/kaartwijs-mascot.svg',
    tagline: 'Helder menubeheer voor coffeeshops',
    description: 'Menu’s, schermen en bedrijfsgegevens van je coffeeshop op één plek, zakelijk en volgens de regels.',
    domains: ['localhost'],
    defaultTheme: 'dark',
    assistants: [],
  },
  hospitality: {
    brandType: 'hospitality',
    name: HOSPITALITY_BRAND_WORD,
    displayName: 'Foodee',
    mascotName: 'Foodee',
    primaryColor: '#c65616',
    secondaryColor: '#d97334',
    // a darker burnt orange (white on it 5.3:1) and orange-400 (8.8:1 on zinc-950)
    uiColors: { light: '#b54a0e', dark: '#fb923c' },
    logo: '/brand/foodee-logo.svg',
    mascotImage: '/brand/foodee-mascot.svg',
    tagline: 'Slimmer ondernemen in de horeca',
    description: 'Restaurants en bars: menu’s, reserveringen en vier AI-assistenten.',
    domains: ['foodee.localhost'],
    defaultTheme: 'light',
    assistants: HOSPITALITY_ASSISTANTS,
  },
};

/**
 * Brand selection (spec section 1): the hospitality brand when the host name
 * contains the brand word or the path starts with a hospitality or horeca path;
 * otherwise the stored preference when it is a known brand; otherwise cannabis.
 */
export function selectBrand(input: { host: string; path: string; stored: string | null | undefined }): BrandType {
  if (input.host.toLowerCase().includes(HOSPITALITY_BRAND_WORD)) return 'hospitality';
  const path = input.path.toLowerCase();
  if (HOSPITALITY_PATH_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
    return 'hospitality';
  }
  return isBrandType(input.stored) ? input.stored : 'cannabis';
}

/** The theme to apply after a brand switch: a saved theme wins, else the brand's default. */
export function themeForBrand(brand: BrandType, savedTheme: string | null | undefined): Theme {
  return isTheme(savedTheme) ? savedTheme : BRANDS[brand].defaultTheme;
}
