import { describe, expect, it } from 'vitest';
import {
  autoFix,
  canSubmit,
  checkCompliance,
  compileGuidelines,
  DEFAULT_GUIDELINES,
  passesBadge,
  scoreLabel,
  scoreTone,
  suggestRewrite,
  termRegex,
} from './compliance-engine.ts';
import { AUTO_FIX_REPLACEMENTS, DEFAULT_FORBIDDEN_TERMS, DEFAULT_PATTERNS, SEVERITY_PENALTY } from './compliance-rules.ts';

describe('forbidden terms', () => {
  it.each(DEFAULT_FORBIDDEN_TERMS.map((term) => [term]))('flags "%s" as a high Verboden term', (term) => {
    const result = checkCompliance(`Vandaag iets over ${term} in de winkel.`);
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0]).toMatchObject({ kind: 'forbidden_term', label: 'Verboden term', severity: 'high' });
    expect(result.issues[0]?.suggestion).toMatch(/neutrale/);
    expect(result.score).toBe(80);
  });

  it('matches case-insensitively', () => {
    expect(checkCompliance('KORTING voor iedereen').issues[0]?.match).toBe('KORTING');
  });

  it('matches common inflections', () => {
    expect(checkCompliance('Alle kortingen gelden').issues[0]?.match).toBe('kortingen');
    expect(checkCompliance('Wij blowen niet').issues).toHaveLength(1);
    expect(checkCompliance('Hij was erg stoned').issues).toHaveLength(1);
    expect(checkCompliance('Twee codes').issues[0]?.match).toBe('codes');
  });

  it('matches whole words only', () => {
    expect(checkCompliance('De barcode staat op de verpakking').issues).toHaveLength(0);
    expect(checkCompliance('Een salade en een powerbank').issues).toHaveLength(0);
    expect(checkCompliance('De besteding van subsidies').issues).toHaveLength(0);
  });

  it('treats spaces and hyphens alike inside a term', () => {
    expect(checkCompliance('Een high end product').issues).toHaveLength(1);
    expect(checkCompliance('Een 2-voor-1 actie').issues.some((issue) => issue.label === 'Verboden term')).toBe(true);
    expect(termRegex('koop nu').test('Koop   nu!')).toBe(true);
  });
});

describe('patterns', () => {
  const byLabel = (label: string) => DEFAULT_PATTERNS.find((p) => p.label === label);
  it("has the spec's four default patterns and the promotions of ADR 021, with their severities", () => {
    expect(DEFAULT_PATTERNS.map((p) => [p.label, p.severity])).toEqual([
      ['Prijsvermelding', 'high'],
      ['Kortingspercentage', 'high'],
      ['THC/CBD-percentage', 'medium'],
      ['Contact- of verkooptrigger', 'high'],
      ['Prijs in woorden of notatie', 'high'],
      ['Prijs per hoeveelheid', 'high'],
      ['Actieaanbod', 'high'],
      ['Gratis of cadeau', 'high'],
    ]);
    expect(byLabel('Prijsvermelding')).toBeDefined();
  });

  it.each([
    ['Nu voor €10 per gram', 'Prijsvermelding'],
    ['Slechts € 7,50', 'Prijsvermelding'],
    ['Maar 12 euro', 'Prijsvermelding'],
    ['Vandaag 20% goedkoper', 'Kortingspercentage'],
    ['Actie van 15%', 'Kortingspercentage'],
    ['Met een THC van 22%', 'THC/CBD-percentage'],
    ['Bevat 8% CBD', 'THC/CBD-percentage'],
    ['DM voor prijs', 'Contact- of verkooptrigger'],
    ['Stuur ons een whatsapp', 'Contact- of verkooptrigger'],
    ['Stuur een dm', 'Contact- of verkooptrigger'],
    ['Bel me vanavond', 'Contact- of verkooptrigger'],
    ['App me even', 'Contact- of verkooptrigger'],
  ])('"%s" → %s', (text, label) => {
    expect(checkCompliance(text).issues.map((issue) => issue.label)).toContain(label);
  });

  it('does not flag a three-digit percentage as a discount', () => {
    expect(checkCompliance('100% natuurlijk geteeld').issues).toHaveLength(0);
  });
});

describe('score', () => {
  it('subtracts 30/20/10/5 per severity', () => {
    expect(SEVERITY_PENALTY).toEqual({ critical: 30, high: 20, medium: 10, low: 5 });
    const guidelines = compileGuidelines([
      {
        guidelineType: 'patterns',
        isActive: true,
        rulesData: {
          patterns: [
            { label: 'A', regex: 'alpha', severity: 'critical' },
            { label: 'B', regex: 'beta', severity: 'high' },
            { label: 'C', regex: 'gamma', severity: 'medium' },
            { label: 'D', regex: 'delta', severity: 'low' },
          ],
        },
      },
    ]).guidelines;
    expect(checkCompliance('alpha', guidelines).score).toBe(70);
    expect(checkCompliance('beta', guidelines).score).toBe(80);
    expect(checkCompliance('gamma', guidelines).score).toBe(90);
    expect(checkCompliance('delta', guidelines).score).toBe(95);
    expect(checkCompliance('alpha beta gamma delta', guidelines).score).toBe(35);
  });

  it('never goes below 0', () => {
    expect(checkCompliance('Beste sterkste goedkoopste korting sale promo koop nu stoned').score).toBe(0);
  });

  it('counts a repeated word once', () => {
    expect(checkCompliance('korting, korting, korting').score).toBe(80);
  });

  it.each([
    [100, 'Uitstekend', 'green', true, true],
    [90, 'Uitstekend', 'green', true, true],
    [89, 'Goed', 'yellow', true, true],
    [80, 'Goed', 'yellow', true, true],
    [79, 'Goed', 'yellow', true, false],
    [70, 'Goed', 'yellow', true, false],
    [69, 'Verbetering nodig', 'red', false, false],
    [0, 'Verbetering nodig', 'red', false, false],
  ] as const)('%i → %s, %s, submit %s, badge %s', (score, label, tone, submit, badge) => {
    expect(scoreLabel(score)).toBe(label);
    expect(scoreTone(score)).toBe(tone);
    expect(canSubmit(score)).toBe(submit);
    expect(passesBadge(score)).toBe(badge);
  });
});

describe('realistic posts', () => {
  it.each([
    ['Het ingezetenencriterium in Maastricht: alleen inwoners van Nederland mogen een coffeeshop bezoeken. Neem je ID mee.', 100],
    ['In Breda doet de coffeeshop mee aan het wietexperiment: alle producten komen van aangewezen telers.', 100],
    ['Tip voor je bezoek: vraag het personeel gerust om uitleg over de herkomst van een product.', 100],
    ['De beste coffeeshop van Amsterdam!', 80],
    ['Deze week 20% korting op alle hasj, DM voor prijs', 40],
    ['Nieuwe batch binnen met THC 24%, voor maar €12. Koop nu!', 50],
    ['Deze wiet geneest je slapeloosheid en werkt tegen stress', 60],
    ['Kom stoned worden met de sterkste power kush, app me', 20],
  ])('"%s" scores %i', (text, score) => {
    expect(checkCompliance(text).score).toBe(score);
  });
});

describe('auto-fix', () => {
  it.each(AUTO_FIX_REPLACEMENTS.map(([from, to]) => [from, to]))('replaces "%s" with "%s"', (from, to) => {
    expect(autoFix(`Dit is ${from} hier`)).toBe(`Dit is ${to} hier`);
  });
  it('keeps a capital first letter', () => {
    expect(autoFix('Beste wiet. Korting vandaag.')).toBe('Populaire wiet. Speciale aanbieding vandaag.');
  });
  it('replaces whole words only', () => {
    expect(autoFix('De besteding blijft')).toBe('De besteding blijft');
  });
});

describe('suggestRewrite (the AI Review)', () => {
  it('fixes terms, removes prices and contact calls, and says what changed', () => {
    const suggestion = suggestRewrite('De beste hasj voor €10, app me');
    expect(suggestion.text).toBe('De populaire hasj voor,');
    expect(suggestion.result.issues.filter((issue) => issue.kind === 'pattern')).toHaveLength(0);
    expect(suggestion.notes).toEqual([
      '“beste” (Verboden term) is aangepast.',
      '“€10” (Prijsvermelding) is aangepast.',
      '“app me” (Contact- of verkooptrigger) is aangepast.',
    ]);
  });
  it('leaves a clean text alone', () => {
    const text = 'Een rustige coffeeshop met vriendelijk personeel.';
    expect(suggestRewrite(text)).toEqual({ text, result: { score: 100, issues: [] }, notes: [] });
  });
  it('reports what it cannot fix', () => {
    const suggestion = suggestRewrite('Helemaal stoned');
    expect(suggestion.notes[0]).toMatch(/stoned.*neutrale/);
    expect(suggestion.result.score).toBe(80);
  });
});

describe('guidelines from the database', () => {
  it('uses the defaults with a warning when there are no active rows', () => {
    const { guidelines, warnings } = compileGuidelines([
      { guidelineType: 'forbidden_terms', isActive: false, rulesData: { terms: ['x'] } },
    ]);
    expect(guidelines).toBe(DEFAULT_GUIDELINES);
    expect(warnings[0]).toMatch(/standaardrichtlijnen/);
    expect(compileGuidelines(null).guidelines).toBe(DEFAULT_GUIDELINES);
  });
  it('skips an invalid regex with a warning and keeps the rest', () => {
    const { guidelines, warnings } = compileGuidelines([
      { guidelineType: 'forbidden_terms', isActive: true, rulesData: { terms: ['gratis'] } },
      {
        guidelineType: 'patterns',
        isActive: true,
        rulesData: {
          patterns: [
            { label: 'Kapot', regex: '([a-', severity: 'high' },
            { label: 'Telefoon', regex: String.raw`06-?\d{8}`, severity: 'high' },
          ],
        },
      },
    ]);
    expect(warnings).toEqual(['Ongeldig patroon overgeslagen: Kapot (([a-)']);
    expect(checkCompliance('Gratis, bel 06-12345678', guidelines).issues.map((issue) => issue.label)).toEqual([
      'Verboden term',
      'Telefoon',
    ]);
  });
});
