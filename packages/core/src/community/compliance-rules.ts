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

/** The four default patterns (spec section 5). */
export const DEFAULT_PATTERNS: readonly PatternRule[] = [
  {
    label: 'Prijsvermelding',
    regex: String.raw`€\s?\d+(?:[.,]\d{1,2})?|\b\d+(?:[.,]\d{1,2})?\s?(?:euro|eur)\b`,
    severity: 'high',
  },
  {
    label: 'Kortingspercentage',
    regex: String.raw`(?<![\d.,])\d{1,2}\s?%\s?(?:korting|off|goedkoper|minder)|(?:korting|actie)\s+(?:van\s+)?\d{1,2}\s?%`,
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
];

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
