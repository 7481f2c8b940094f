// Without zod: the website demo checks the visitor's colours as they choose them (bundle budget, ADR 087);
// sites.ts builds the schemas the server validates with from the same rules.

/** The templates: a layout and type scale each; the owner's colours go on top. */
export const SITE_TEMPLATES = ['klassiek', 'modern', 'warm'] as const;
export type SiteTemplate = (typeof SITE_TEMPLATES)[number];

/** A colour as `#rrggbb`. */
export const SITE_COLOUR_PATTERN = /^#[0-9a-f]{6}$/i;

/** The three colours of a site (sites.ts: `SiteColours`, the schema's output, is this shape). */
export interface SiteColourValues {
  accent: string;
  background: string;
  text: string;
}

export const DEFAULT_SITE_COLOURS: SiteColourValues = { accent: '#1f5f4a', background: '#ffffff', text: '#1c1c1c' };

/** The relative luminance of a `#rrggbb` colour (WCAG 2.2). */
export function relativeLuminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** The WCAG contrast ratio of two `#rrggbb` colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** WCAG AA for normal text. */
export const AA_CONTRAST = 4.5;

export function meetsAA(foreground: string, background: string): boolean {
  return contrastRatio(foreground, background) >= AA_CONTRAST;
}

/**
 * The colour pairs of a site below WCAG AA: the text on the background, white text on the accent (buttons, the
 * header) and the accent (links) on the background. `SiteColoursSchema` reports each with its own message.
 */
export type SiteContrastProblem = 'textOnBackground' | 'whiteOnAccent' | 'accentOnBackground';
export function siteContrastProblems(colours: SiteColourValues): SiteContrastProblem[] {
  const problems: SiteContrastProblem[] = [];
  if (!meetsAA(colours.text, colours.background)) problems.push('textOnBackground');
  if (!meetsAA('#ffffff', colours.accent)) problems.push('whiteOnAccent');
  if (!meetsAA(colours.accent, colours.background)) problems.push('accentOnBackground');
  return problems;
}

/** What `SiteColoursSchema` accepts: three `#rrggbb` colours with no contrast problem. */
export function siteColoursValid(colours: SiteColourValues): boolean {
  const written = [colours.accent, colours.background, colours.text].every((colour) => SITE_COLOUR_PATTERN.test(colour));
  return written && siteContrastProblems(colours).length === 0;
}
