import type { ProductBrand, ProductSlug } from '@platform/core';

/** Screenshots of the real product in public/marketing (scripts/marketing-screenshots.ts makes them). */
export const SCREENSHOTS = [
  'menubeheer',
  'assistenten',
  'horeca-manager',
  'dashboard',
  'personeelsplanner',
  'sociale-media',
  'contentbeheer',
  'koppelingen',
  'websitebouwer',
  'rapportages',
  'schermen',
] as const;
export type ScreenshotFile = (typeof SCREENSHOTS)[number];

/** Which screenshot shows each module best. */
export const PRODUCT_SCREENSHOT: Record<ProductSlug, ScreenshotFile> = {
  menubeheer: 'menubeheer',
  'menu-import': 'menubeheer',
  rapportages: 'rapportages',
  schermen: 'schermen',
  personeelsplanner: 'personeelsplanner',
  'sociale-media': 'sociale-media',
  contentbeheer: 'contentbeheer',
  assistenten: 'assistenten',
  websitebouwer: 'websitebouwer',
  koppelingen: 'koppelingen',
};

export interface LandingContent {
  /** Texts under `marketing.landing.<key>`. */
  key: string;
  brand: ProductBrand;
  /** The one call to action: this product's demo request. */
  product: ProductSlug;
  shot: ScreenshotFile;
}

/** The landing pages of issue 22 (the content-manager, content-studio and menu-import landings are elsewhere). */
export const LANDINGS: Record<string, LandingContent> = {
  '/menu-management-landing': { key: 'menuManagement', brand: 'both', product: 'menubeheer', shot: 'menubeheer' },
  '/conversation-assistant-landing': {
    key: 'conversationAssistant',
    brand: 'hospitality',
    product: 'assistenten',
    shot: 'assistenten',
  },
  '/digitale-platforms-landing': { key: 'digitalPlatforms', brand: 'both', product: 'websitebouwer', shot: 'websitebouwer' },
  '/horeca-management-landing': {
    key: 'horecaManagement',
    brand: 'hospitality',
    product: 'menubeheer',
    shot: 'horeca-manager',
  },
  '/social-manager-landing': { key: 'socialManager', brand: 'both', product: 'sociale-media', shot: 'sociale-media' },
  '/staff-planner-landing': { key: 'staffPlanner', brand: 'both', product: 'personeelsplanner', shot: 'personeelsplanner' },
  '/report-manager-landing': { key: 'reportManager', brand: 'both', product: 'rapportages', shot: 'rapportages' },
  '/ai-features': { key: 'aiFeatures', brand: 'both', product: 'assistenten', shot: 'assistenten' },
};
