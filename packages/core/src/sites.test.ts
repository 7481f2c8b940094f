import { describe, expect, it } from 'vitest';
import { contrastRatio, meetsAA, siteColoursValid } from './site-colours.ts';
import { allowedSitePages, SiteColoursSchema, SiteDomainInputSchema, SiteInputSchema, SiteSlugSchema } from './sites.ts';

describe('contrast (WCAG 2.2)', () => {
  it('gives 21:1 for black on white and 1:1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
  });

  it('puts the AA line at 4.5:1 (#767676 on white passes, #777777 does not)', () => {
    expect(meetsAA('#767676', '#ffffff')).toBe(true);
    expect(meetsAA('#777777', '#ffffff')).toBe(false);
  });

  it('refuses colours that fail AA, each on its own field with a Dutch message', () => {
    const result = SiteColoursSchema.safeParse({ accent: '#ffcc00', background: '#ffffff', text: '#aaaaaa' });
    expect(result.success).toBe(false);
    const issues = result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
    expect(issues).toContainEqual([
      'text',
      'De tekstkleur heeft te weinig contrast met de achtergrond (minimaal 4,5:1, WCAG AA)',
    ]);
    expect(issues).toContainEqual([
      'accent',
      'Witte tekst op de accentkleur is slecht leesbaar (minimaal 4,5:1, WCAG AA): kies een donkerdere kleur',
    ]);
    expect(SiteColoursSchema.parse({ accent: '#1F5F4A', background: '#FFFFFF', text: '#1c1c1c' }).accent).toBe('#1f5f4a');
  });
});

describe('site colours without zod (the website demo, ADR 087)', () => {
  it('accepts exactly what SiteColoursSchema accepts', () => {
    const shades = ['#000000', '#1c1c1c', '#1f5f4a', '#767676', '#7A7A7A', '#b0b0b0', '#FFFFFF', '#ff0000', 'rood', '#fff'];
    for (const accent of shades)
      for (const background of shades)
        for (const text of shades) {
          const colours = { accent, background, text };
          expect(siteColoursValid(colours), JSON.stringify(colours)).toBe(SiteColoursSchema.safeParse(colours).success);
        }
  });
});

describe('site input', () => {
  it('keeps slugs lower case, refuses reserved words and bad shapes', () => {
    expect(SiteSlugSchema.parse(' De-Kade ')).toBe('de-kade');
    expect(SiteSlugSchema.safeParse('api').error?.issues[0]?.message).toBe(
      'Dit adres is gereserveerd voor het platform: kies een ander',
    );
    expect(SiteSlugSchema.safeParse('-kade').success).toBe(false);
    expect(SiteSlugSchema.safeParse('ab').success).toBe(false);
  });

  it('always has the home page and no page twice', () => {
    const base = {
      slug: 'de-kade',
      template: 'klassiek',
      colours: { accent: '#1f5f4a', background: '#ffffff', text: '#000000' },
      intro: '',
    };
    expect(SiteInputSchema.safeParse({ ...base, pages: ['over'] }).error?.issues[0]?.message).toBe(
      'De startpagina hoort er altijd bij',
    );
    expect(SiteInputSchema.safeParse({ ...base, pages: ['home', 'home'] }).error?.issues[0]?.message).toBe(
      'Kies elke pagina hoogstens één keer',
    );
    expect(SiteInputSchema.safeParse({ ...base, pages: ['home', 'menu'] }).success).toBe(true);
  });

  it('gives a coffeeshop no menu or booking page (art. 3b Opiumwet)', () => {
    expect(allowedSitePages('coffeeshop')).toEqual(['home', 'over', 'contact', 'vacatures']);
    expect(allowedSitePages('venue')).toContain('menu');
  });

  it('reads a domain as typed: scheme and slash dropped, lower case; refuses what is no host name', () => {
    expect(SiteDomainInputSchema.parse({ domain: 'HTTPS://www.DeKade.nl/' }).domain).toBe('www.dekade.nl');
    expect(SiteDomainInputSchema.safeParse({ domain: 'localhost' }).success).toBe(false);
    expect(SiteDomainInputSchema.safeParse({ domain: 'de kade.nl' }).success).toBe(false);
  });
});

describe('English messages (ADR 064)', () => {
  it('translates the feature’s messages', async () => {
    const { toEnglish } = await import('./messages-en.ts');
    expect(toEnglish('Kies minstens één pagina')).toBe('Choose at least one page');
    expect(toEnglish('Dit domein is al gekoppeld aan een andere website.')).toBe(
      'This domain is already linked to another website.',
    );
  });
});
