import { z } from 'zod';

/** Severities and their score penalties (spec section 5/9: 30, 20, 10, 5). */
export const SEVERITIES = ['critical', 'high', 'medium', 'low'] as const;
export const SeveritySchema = z.enum(SEVERITIES, { error: 'Kies een ernst: critical, high, medium of low' });
export type Severity = z.infer<typeof SeveritySchema>;

export const SEVERITY_PENALTY: Record<Severity, number> = { critical: 30, high: 20, medium: 10, low: 5 };

/**
 * Default forbidden terms: the Dutch words for the spec's list (best, strongest,
 * high-end, power, premium deal, bang, cheapest, discount, sale, promo, 2-for-1,
 * code, buy now, available now, cures, works against, painless, antidepressant,
 * ADHD-proof, medicinal, blow, smoke along, challenge, get high, stoned).
 */
export const DEFAULT_FORBIDDEN_TERMS: readonly string[] = [
  'beste',
  'sterkste',
  'high-end',
  'power',
  'premium deal',
  'knaller',
  'goedkoopste',
  'korting',
  'uitverkoop',
  'sale',
  'promo',
  '2 voor 1',
  'code',
  'koop nu',
  'nu verkrijgbaar',
  'geneest',
  'werkt tegen',
  'helpt tegen',
  'pijnloos',
  'antidepressivum',
  'adhd-proof',
  'medicinaal',
  'blowen',
  'blazen',
  'rook mee',
  'challenge',
  'high worden',
  'stoned',
];

export interface PatternRule {
  label: string;
  regex: string;
  severity: Severity;
}

/**
 * Dutch amounts in words ("tien", "vijfentwintig", "een paar"), for prices
 * written out: art. 3b Opiumwet forbids the promotion, however the amount is spelled.
 */
const UNITS = 'een|één|twee|drie|vier|vijf|zes|zeven|acht|negen';
const TENS =
  'tien|elf|twaalf|dertien|veertien|vijftien|zestien|zeventien|achttien|negentien|twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig|honderd';
export const AMOUNT_IN_WORDS = String.raw`(?:(?:${UNITS})(?:en|ën)(?:twintig|dertig|veertig|vijftig|zestig|zeventig|tachtig|negentig)|${TENS}|${UNITS}|(?:een\s+)?paar|enkele)`;
/** A number in digits or words. */
const AMOUNT = String.raw`(?:\d+(?:[.,]\d{1,2})?|${AMOUNT_IN_WORDS})`;
/**
 * Words that make a percentage or amount a sales promotion, with their inflections.
 * Not "extra", "bonus" or a bare "prijs": they sit next to THC/CBD percentages in
 * teaching text ("een extra sterke soort met 22% THC"); a "prijs" with an amount
 * of money after it is caught by "Prijs in woorden of notatie".
 */
const PROMOTION_WORDS =
  '(?:korting(?:en)?|aanbieding(?:en)?|actie(?:s|prijs|prijzen)?|deals?|sale|voordeel|voordelig(?:er|e)?|goedkoop|goedkop(?:er|ere|e)|off|gratis|promo(?:tie|ties)?|uitverkoop|betalen)';
/** A percentage of 1 or 2 digits (or in words); three digits ("100% natuurlijk") is no discount. */
const PERCENTAGE = String.raw`(?:(?<![\d.,])\d{1,2}(?:[.,]\d+)?|${AMOUNT_IN_WORDS})\s?(?:%|procent)`;
/** Units a coffeeshop sells by. */
const UNIT = String.raw`(?:\d+(?:[.,]\d+)?\s?)?(?:gram|gr|g|joints?|jointjes?|stuks?|zakjes?|ons|kilo)`;
const WORD = String.raw`[\p{L}\p{N}'’-]+`;

/**
 * The default patterns: the spec's four (section 5), the discount percentage
 * widened to any promotional word, and the promotions ADR 021 adds (amounts in
 * words or as "10,-", an amount per gram, "voor de prijs van", "gratis").
 * Promotions are high; THC/CBD percentages stay medium so educational text stays readable.
 */
export const DEFAULT_PATTERNS: readonly PatternRule[] = [
  {
    label: 'Prijsvermelding',
    regex: String.raw`€\s?\d+(?:[.,]\d{1,2})?|\b\d+(?:[.,]\d{1,2})?\s?(?:euro|eur)\b`,
    severity: 'high',
  },
  {
    label: 'Kortingspercentage',
    regex: String.raw`${PERCENTAGE}(?:\s+${WORD}){0,2}?\s+${PROMOTION_WORDS}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])${PROMOTION_WORDS}(?:\s*:|\s+${WORD}){0,3}?\s*${PERCENTAGE}`,
    severity: 'high',
  },
  {
    label: 'THC/CBD-percentage',
    regex: String.raw`\b(?:thc|cbd)\b[^.\n%]{0,15}?\d{1,2}(?:[.,]\d+)?\s?%|\d{1,2}(?:[.,]\d+)?\s?%\s?(?:thc|cbd)\b`,
    severity: 'medium',
  },
  {
    label: 'Contact- of verkooptrigger',
    regex: String.raw`\bdm\s+(?:voor|for)\s+(?:de\s+)?(?:prijs|prijzen|price)\b|\bwhats\s?app\b|\bapp\s+me\b|\bbel\s+me\b|\bstuur\s+(?:een\s+)?dm\b`,
    severity: 'high',
  },
  {
    label: 'Prijs in woorden of notatie',
    regex: String.raw`(?<![\p{L}\p{N}])${AMOUNT_IN_WORDS}\s?(?:euro|eurootjes?|eur|piek|pegels|ballen)(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])(?:vijfje|tientje|tientjes|twintigje|geeltje|briefje\s+van\s+\d+)(?![\p{L}\p{N}])|(?<![\d.,])\d+,(?:-{1,2}|—|–)|(?<![\p{L}\p{N}])eur(?:o)?\s?\d+|(?<![\p{L}\p{N}])prijs(?:je|zen)?\s*:?\s*(?:is\s+|van\s+|maar\s+|slechts\s+)?(?:€\s?)?\d+(?:[.,](?:\d{1,2}|-{1,2}))?(?![\d.,]*\s?(?:%|procent))`,
    severity: 'high',
  },
  {
    label: 'Prijs per hoeveelheid',
    regex: String.raw`(?<![\p{L}\p{N}])(?:€\s?)?${AMOUNT}(?:,-{1,2})?\s?(?:euro|eur|€)?\s?(?:(?:per|p\/)\s?|\/(?!\s?\d)\s?)${UNIT}(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])per\s+${UNIT}\s*(?::\s*(?:€\s?)?\d+(?:[.,]\d{1,2})?(?:,-{1,2})?|(?:voor\s+|maar\s+|slechts\s+)?(?:€\s?\d+(?:[.,]\d{1,2})?|\d+(?:[.,]\d{1,2})?(?:,-{1,2}|\s?(?:euro|eur|€))|${AMOUNT_IN_WORDS}\s?euro))`,
    severity: 'high',
  },
  {
    label: 'Actieaanbod',
    regex: String.raw`(?<![\p{L}\p{N}])(?:${AMOUNT}\s+(?:${WORD}\s+)?)?voor\s+de\s+prijs\s+van(?:\s+(?:${AMOUNT}|één|1))?(?:\s+${UNIT})?(?![\p{L}\p{N}])|(?<![\d+])\d{1,2}\s?\+\s?\d{1,2}(?![\d+])(?:\s+gratis)?|(?<![\p{L}\p{N}])${AMOUNT}\s+(?:halen|kopen|nemen),?\s+${AMOUNT}\s+betalen(?![\p{L}\p{N}])`,
    severity: 'high',
  },
  {
    label: 'Gratis of cadeau',
    regex: String.raw`(?<![\p{L}\p{N}])(?:gratis|cadeau(?:tje)?s?|kado(?:otje)?s?|for\s+free|weggeefactie|giveaway|give-away)(?![\p{L}\p{N}])`,
    severity: 'high',
  },
];

/** The Kortingspercentage regex as seeded before ADR 021, so a migration can recognise an unedited row. */
export const PREVIOUS_DISCOUNT_PATTERN_REGEX = String.raw`(?<![\d.,])\d{1,2}\s?%\s?(?:korting|off|goedkoper|minder)|(?:korting|actie)\s+(?:van\s+)?\d{1,2}\s?%`;

/** Auto-fix replacements (spec section 5), applied case-insensitively. */
export const AUTO_FIX_REPLACEMENTS: ReadonlyArray<readonly [string, string]> = [
  ['beste', 'populaire'],
  ['sterkste', 'krachtige'],
  ['high-end', 'premium kwaliteit'],
  ['koop nu', 'meer info'],
  ['korting', 'speciale aanbieding'],
  ['blazen', 'gebruiken'],
  ['rook mee', 'probeer'],
];

/** Scores and thresholds (spec sections 8 and 9). */
export const COMPLIANCE = {
  minimumSubmitScore: 70,
  passBadgeScore: 80,
  excellentScore: 90,
  noteMaxLength: 140,
  preflightDebounceMs: 300,
  copyConfirmationMs: 2000,
  recentActivityItems: 5,
  maxIssuesShown: 3,
} as const;

export const FORBIDDEN_TERM_LABEL = 'Verboden term';
export const FORBIDDEN_TERM_SUGGESTION = 'Gebruik een neutrale, informatieve beschrijving.';
export const BLOCKED_SUBMIT_MESSAGE = 'Verbeter compliance score tot minimaal 70% om in te dienen';
