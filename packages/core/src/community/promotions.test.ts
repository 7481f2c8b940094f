import { describe, expect, it } from 'vitest';
import { autoFix, checkCompliance, compileGuidelines, suggestRewrite } from './compliance-engine.ts';
import { DEFAULT_PATTERNS } from './compliance-rules.ts';
import { PatternInputSchema } from './maker.ts';

/** Labels of the findings that make a text a sales promotion (ADR 021). */
const PROMOTION_LABELS = new Set([
  'Verboden term',
  'Prijsvermelding',
  'Kortingspercentage',
  'Contact- of verkooptrigger',
  'Prijs in woorden of notatie',
  'Prijs per hoeveelheid',
  'Actieaanbod',
  'Gratis of cadeau',
]);

function promotions(text: string) {
  return checkCompliance(text).issues.filter((issue) => PROMOTION_LABELS.has(issue.label) && issue.severity === 'high');
}

/** A promotion must be flagged high, and the auto-fix output, checked again, holds none. */
function expectPromotionCaughtAndFixed(text: string) {
  const result = checkCompliance(text);
  expect(
    result.issues.some((issue) => issue.severity === 'high'),
    `${text} is flagged high`,
  ).toBe(true);
  expect(result.score, `${text} scores at most 80`).toBeLessThanOrEqual(80);
  const fixed = autoFix(text);
  expect(promotions(fixed), `autoFix("${text}") = "${fixed}"`).toEqual([]);
  expect(
    checkCompliance(fixed).issues.filter((issue) => issue.severity === 'high'),
    fixed,
  ).toEqual([]);
}

describe('promotions from the defects issue', () => {
  it.each([
    ['Nu 20% korting op alle wiet', 60],
    ['Nu 20% speciale aanbieding op alle wiet', 80],
    ['Tien euro per gram', 60],
    ['Prijs: 10,- per gram', 60],
    ['2 gram voor de prijs van 1', 60],
  ])('"%s" is flagged (score %i) and its auto-fix leaves no promotion', (text, score) => {
    expect(checkCompliance(text).score).toBe(score);
    expectPromotionCaughtAndFixed(text);
  });

  it('never turns "20% korting" into "20% speciale aanbieding"', () => {
    expect(autoFix('Nu 20% korting op alle wiet')).toBe('Nu op alle wiet');
    expect(autoFix('Nu 20% speciale aanbieding op alle wiet')).toBe('Nu op alle wiet');
    expect(autoFix('Tien euro per gram')).toBe('');
    expect(autoFix('Prijs: 10,- per gram. Vriendelijk personeel.')).toBe('Vriendelijk personeel.');
    expect(autoFix('2 gram voor de prijs van 1 bij ons')).toBe('bij ons');
  });

  it('keeps the spec replacements for words without an amount', () => {
    expect(autoFix('Beste wiet. Korting vandaag.')).toBe('Populaire wiet. Speciale aanbieding vandaag.');
    expect(autoFix('Een rustige zaak')).toBe('Een rustige zaak');
  });
});

describe('generated promotional phrases', () => {
  const amounts = ['10', '7,50', 'tien', 'twaalf', 'vijfentwintig', '€10', '€ 7,50', '10,-', '12,--', '10 euro', 'tien euro'];
  const units = ['per gram', 'per 5 gram', 'p/g', '/g', 'per joint', 'per zakje'];
  const perUnit = amounts.flatMap((amount) => units.map((unit) => `Nu ${amount} ${unit} voor de Amnesia Haze`));
  const unitFirst = ['per gram: 10', 'per 5 gram €45', 'per gram 10,-', 'per gram tien euro'].map(
    (phrase) => `Lemon Haze ${phrase}, alleen vandaag`,
  );
  const plainPrices = [
    '€10',
    '€ 7,50',
    '10,-',
    '12,--',
    '10 euro',
    'tien euro',
    'vijfentwintig euro',
    'een tientje',
    'EUR 10',
  ].map((amount) => `De hasj kost ${amount} bij ons`);
  const percentages = ['20%', '15 %', '5%', 'twintig procent', '30 procent'];
  const words = [
    'korting',
    'aanbieding',
    'actie',
    'deal',
    'sale',
    'voordeel',
    'goedkoper',
    'extra korting',
    'speciale aanbieding',
  ];
  const percentFirst = percentages.flatMap((pct) => words.map((word) => `Deze week ${pct} ${word} op alle wiet`));
  const wordFirst = percentages.flatMap((pct) =>
    ['korting van', 'actie:', 'deal:', 'sale tot', 'voordeel van', 'goedkoop met', 'aanbieding met'].map(
      (word) => `Vandaag ${word} ${pct} op hasj`,
    ),
  );
  const offers = [
    '2 gram voor de prijs van 1',
    'twee joints voor de prijs van één',
    'Drie halen, twee betalen',
    '1+1 gratis op pre-rolls',
    'Gratis vloei bij elke aankoop',
    'Een cadeautje bij je eerste bezoek',
  ];

  it.each([...perUnit, ...unitFirst, ...plainPrices, ...percentFirst, ...wordFirst, ...offers].map((text) => [text]))(
    '"%s" is flagged high and auto-fixed',
    (text) => {
      expectPromotionCaughtAndFixed(text);
    },
  );

  it('the AI Review rewrite holds no promotion either', () => {
    for (const text of [...perUnit.slice(0, 12), ...percentFirst.slice(0, 12), ...offers]) {
      const rewrite = suggestRewrite(text);
      expect(
        rewrite.result.issues.filter((issue) => issue.severity === 'high'),
        rewrite.text,
      ).toEqual([]);
    }
  });
});

describe('educational text stays readable', () => {
  it.each([
    ['Het THC-gehalte van 20% is in het lab gemeten.', 90],
    ['Deze soort bevat 1,5% CBD volgens de analyse.', 90],
    ['100% natuurlijk geteeld, zonder pesticiden.', 100],
    ['Gebruik niet meer dan 0,5 gram per joint als je weinig ervaring hebt.', 100],
    ['Het ingezetenencriterium geldt sinds 2012 in Maastricht.', 100],
    ['Open van 10:00 tot 23:00, toegang vanaf 18 jaar.', 100],
    ['Er zit ongeveer 200 mg THC per gram in deze bloem.', 100],
    ['Zo’n 20% van de bezoekers komt uit Utrecht.', 100],
    ['Een extra sterke soort met 22% THC.', 90],
    ['Deze hasj heeft 18% THC extra sterk', 90],
    ['Bonus: 15% CBD', 90],
    ['De prijs zegt niets: 20% THC is wat telt.', 90],
    ['Gebruik 1/2 gram per joint', 100],
  ])('"%s" scores %i and keeps its percentages through the auto-fix', (text, score) => {
    expect(checkCompliance(text).score).toBe(score);
    expect(autoFix(text)).toBe(text);
  });
});

describe('patterns as stored in the database', () => {
  it('each pass the schema an admin’s pattern must pass', () => {
    for (const pattern of DEFAULT_PATTERNS) expect(PatternInputSchema.safeParse(pattern).success, pattern.label).toBe(true);
  });

  it('compile from their JSON form like the defaults', () => {
    const stored = JSON.parse(JSON.stringify({ patterns: DEFAULT_PATTERNS })) as unknown;
    const { guidelines, warnings } = compileGuidelines([{ guidelineType: 'patterns', isActive: true, rulesData: stored }]);
    expect(warnings).toEqual([]);
    expect(guidelines.patterns).toHaveLength(DEFAULT_PATTERNS.length);
    expect(checkCompliance('Prijs: 10,- per gram', guidelines).score).toBe(60);
    expect(autoFix('Nu 20% korting op alle wiet', guidelines)).toBe('Nu op alle wiet');
  });
});
