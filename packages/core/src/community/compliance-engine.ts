// Long file: the compliance check's rules and scoring are one algorithm with the spec's constants; split, its order would be hard to follow.
import {
  AUTO_FIX_REPLACEMENTS,
  COMPLIANCE,
  DEFAULT_FORBIDDEN_TERMS,
  DEFAULT_PATTERNS,
  FORBIDDEN_TERM_LABEL,
  FORBIDDEN_TERM_SUGGESTION,
  type PatternRule,
  SEVERITY_PENALTY,
  type Severity,
  SeveritySchema,
} from './compliance-rules.ts';

export interface ComplianceIssue {
  kind: 'forbidden_term' | 'pattern';
  label: string;
  severity: Severity;
  /** The text that matched, as written. */
  match: string;
  index: number;
  suggestion: string;
}

export interface CompiledGuidelines {
  terms: ReadonlyArray<{ term: string; regex: RegExp }>;
  patterns: ReadonlyArray<{ label: string; severity: Severity; regex: RegExp }>;
}

export interface ComplianceResult {
  score: number;
  issues: ComplianceIssue[];
}

const LETTER_BEFORE = String.raw`(?<![\p{L}\p{N}])`;
const LETTER_AFTER = String.raw`(?![\p{L}\p{N}])`;
/** Common Dutch inflections: plural, verb forms, diminutives, compounds with -s-. */
const INFLECTIONS = '(?:en|e|n|s|t|d|de|te|er|ers|je|jes|ste)?';

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The words of a term, with spaces and hyphens between them interchangeable. */
function flexibleWords(term: string): string {
  return term
    .trim()
    .toLowerCase()
    .split(/[\s-]+/)
    .map(escapeRegex)
    .join(String.raw`[\s-]+`);
}

/** A term as a whole word with its inflections. */
export function termRegex(term: string): RegExp {
  const body = flexibleWords(term);
  return new RegExp(`${LETTER_BEFORE}${body}${INFLECTIONS}${LETTER_AFTER}`, 'giu');
}

export interface GuidelineRow {
  guidelineType: string;
  rulesData: unknown;
  isActive: boolean;
}

export interface CompileResult {
  guidelines: CompiledGuidelines;
  warnings: string[];
}

function compilePatterns(rules: ReadonlyArray<PatternRule>, warnings: string[]) {
  const compiled: Array<{ label: string; severity: Severity; regex: RegExp }> = [];
  for (const rule of rules) {
    try {
      compiled.push({ label: rule.label, severity: rule.severity, regex: new RegExp(rule.regex, 'giu') });
    } catch {
      warnings.push(`Ongeldig patroon overgeslagen: ${rule.label} (${rule.regex})`);
    }
  }
  return compiled;
}

function compileTerms(terms: ReadonlyArray<string>) {
  return terms.filter((term) => term.trim().length > 0).map((term) => ({ term, regex: termRegex(term) }));
}

export const DEFAULT_GUIDELINES: CompiledGuidelines = {
  terms: compileTerms(DEFAULT_FORBIDDEN_TERMS),
  patterns: compilePatterns(DEFAULT_PATTERNS, []),
};

function readTerms(data: unknown): string[] {
  const terms = (data as { terms?: unknown } | null)?.terms;
  return Array.isArray(terms) ? terms.filter((term): term is string => typeof term === 'string') : [];
}

function readPatterns(data: unknown, warnings: string[]): PatternRule[] {
  const patterns = (data as { patterns?: unknown } | null)?.patterns;
  if (!Array.isArray(patterns)) return [];
  const rules: PatternRule[] = [];
  for (const item of patterns as Array<Record<string, unknown>>) {
    const severity = SeveritySchema.safeParse(item?.severity);
    if (typeof item?.label !== 'string' || typeof item?.regex !== 'string' || !severity.success) {
      warnings.push(`Onvolledig patroon overgeslagen: ${JSON.stringify(item)}`);
      continue;
    }
    rules.push({ label: item.label, regex: item.regex, severity: severity.data });
  }
  return rules;
}

/**
 * Guidelines from the compliance_guidelines rows: active rows only; with none
 * (or unreadable ones) the defaults apply with a warning; invalid regexes are
 * skipped with a warning.
 */
export function compileGuidelines(rows: ReadonlyArray<GuidelineRow> | null): CompileResult {
  const warnings: string[] = [];
  const active = (rows ?? []).filter((row) => row.isActive);
  const terms = active.filter((row) => row.guidelineType === 'forbidden_terms').flatMap((row) => readTerms(row.rulesData));
  const patterns = active
    .filter((row) => row.guidelineType === 'patterns')
    .flatMap((row) => readPatterns(row.rulesData, warnings));
  if (terms.length === 0 && patterns.length === 0) {
    warnings.push('Geen actieve richtlijnen gevonden: de standaardrichtlijnen worden gebruikt.');
    return { guidelines: DEFAULT_GUIDELINES, warnings };
  }
  return { guidelines: { terms: compileTerms(terms), patterns: compilePatterns(patterns, warnings) }, warnings };
}

function* matches(regex: RegExp, text: string) {
  regex.lastIndex = 0;
  for (const match of text.matchAll(regex)) {
    if (match[0].length > 0) yield { match: match[0], index: match.index ?? 0 };
  }
}

/**
 * Checks a text. Each distinct finding (rule + matched words) counts once, so
 * repeating a word does not multiply its penalty; score = 100 − penalties, floor 0.
 */
export function checkCompliance(text: string, guidelines: CompiledGuidelines = DEFAULT_GUIDELINES): ComplianceResult {
  const issues: ComplianceIssue[] = [];
  const seen = new Set<string>();
  const add = (issue: ComplianceIssue) => {
    const key = `${issue.kind}:${issue.label}:${issue.match.toLowerCase()}`;
    if (seen.has(key)) return;
    seen.add(key);
    issues.push(issue);
  };
  for (const { regex } of guidelines.terms) {
    for (const found of matches(regex, text)) {
      add({
        kind: 'forbidden_term',
        label: FORBIDDEN_TERM_LABEL,
        severity: 'high',
        suggestion: FORBIDDEN_TERM_SUGGESTION,
        ...found,
      });
    }
  }
  for (const pattern of guidelines.patterns) {
    for (const found of matches(pattern.regex, text)) {
      add({
        kind: 'pattern',
        label: pattern.label,
        severity: pattern.severity,
        suggestion: patternSuggestion(pattern.label),
        ...found,
      });
    }
  }
  issues.sort((a, b) => a.index - b.index);
  const penalty = issues.reduce((sum, issue) => sum + SEVERITY_PENALTY[issue.severity], 0);
  return { score: Math.max(0, 100 - penalty), issues };
}

function patternSuggestion(label: string): string {
  switch (label) {
    case 'Prijsvermelding':
      return 'Noem geen prijzen; verwijs naar de informatie in de winkel.';
    case 'Kortingspercentage':
      return 'Noem geen kortingen of acties.';
    case 'THC/CBD-percentage':
      return 'Laat percentages weg of beschrijf de werking neutraal.';
    case 'Contact- of verkooptrigger':
      return 'Roep niet op tot contact of aankoop.';
    default:
      return 'Herschrijf deze passage neutraal en informatief.';
  }
}

export type ScoreLabel = 'Uitstekend' | 'Goed' | 'Verbetering nodig';

export function scoreLabel(score: number): ScoreLabel {
  if (score >= COMPLIANCE.excellentScore) return 'Uitstekend';
  if (score >= COMPLIANCE.minimumSubmitScore) return 'Goed';
  return 'Verbetering nodig';
}

export function scoreTone(score: number): 'green' | 'yellow' | 'red' {
  if (score >= COMPLIANCE.excellentScore) return 'green';
  if (score >= COMPLIANCE.minimumSubmitScore) return 'yellow';
  return 'red';
}

export function canSubmit(score: number): boolean {
  return score >= COMPLIANCE.minimumSubmitScore;
}

export function passesBadge(score: number): boolean {
  return score >= COMPLIANCE.passBadgeScore;
}

/** Keeps the first letter's case of the replaced word ("Beste" → "Populaire"). */
function matchCase(original: string, replacement: string): string {
  const first = original.charAt(0);
  return first !== first.toLowerCase() ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
}

type CompiledPattern = CompiledGuidelines['patterns'][number];

/** Promotions and sales triggers: the findings an auto-fix takes out rather than rewords. */
const isRemovable = (pattern: CompiledPattern) => pattern.severity === 'high' || pattern.severity === 'critical';

/**
 * Cuts every finding of the given patterns out of the text. The ranges of all
 * patterns are merged first, so overlapping findings ("Prijs: 10,-" and
 * "10,- per gram") go as one piece and leave no half of a price behind.
 */
function removeFindings(text: string, patterns: ReadonlyArray<CompiledPattern>): string {
  const ranges: Array<[number, number]> = [];
  for (const pattern of patterns) {
    for (const found of matches(pattern.regex, text)) ranges.push([found.index, found.index + found.match.length]);
  }
  if (ranges.length === 0) return text;
  ranges.sort((a, b) => a[0] - b[0]);
  let result = '';
  let cursor = 0;
  for (const [start, end] of ranges) {
    if (end <= cursor) continue;
    result += text.slice(cursor, Math.max(cursor, start));
    cursor = end;
  }
  return result + text.slice(cursor);
}

/** Tidies the spacing and punctuation a removal leaves behind. */
function tidy(text: string): string {
  return text
    .replace(/[ \t]{2,}/g, ' ')
    .replace(/\s+([.,!?;:])/g, '$1')
    .replace(/([.,!?;:])\1+/g, '$1')
    .replace(/^[\s.,!?;:]+/, '')
    .trim();
}

/**
 * The spec's auto-fix: whole-word replacements, case kept. A promotion never
 * survives it: findings of high and critical patterns (prices, discount
 * percentages, "voor de prijs van", "gratis", contact calls) are removed with
 * their amount or percentage, before and after the replacements, so
 * "20% korting" does not become "20% speciale aanbieding" (ADR 021).
 * Returns the text unchanged when nothing applies.
 */
export function autoFix(text: string, guidelines: CompiledGuidelines = DEFAULT_GUIDELINES): string {
  const removable = guidelines.patterns.filter(isRemovable);
  const withoutPromotions = removeFindings(text, removable);
  let result = withoutPromotions;
  for (const [from, to] of AUTO_FIX_REPLACEMENTS) {
    const body = flexibleWords(from);
    result = result.replace(new RegExp(`${LETTER_BEFORE}${body}${LETTER_AFTER}`, 'giu'), (found) => matchCase(found, to));
  }
  const cleaned = removeFindings(result, removable);
  return cleaned === result && withoutPromotions === text ? result : tidy(cleaned);
}

export interface RewriteSuggestion {
  /** The rewritten text: auto-fixes applied and pattern findings (prices, discounts, contact calls) removed. */
  text: string;
  result: ComplianceResult;
  /** One line per remaining or fixed finding, for the reviewer. */
  notes: string[];
}

/**
 * The engine's rewrite behind the "AI Review" button: apply the auto-fixes,
 * cut the pattern findings out of the sentence, tidy the spacing, and report
 * what changed and what still needs a person.
 */
export function suggestRewrite(text: string, guidelines: CompiledGuidelines = DEFAULT_GUIDELINES): RewriteSuggestion {
  const before = checkCompliance(text, guidelines);
  const rewritten = tidy(removeFindings(autoFix(text, guidelines), guidelines.patterns));
  const after = checkCompliance(rewritten, guidelines);
  const remaining = new Set(after.issues.map((issue) => issue.match.toLowerCase()));
  const notes = before.issues.map((issue) =>
    remaining.has(issue.match.toLowerCase())
      ? `“${issue.match}” (${issue.label}): ${issue.suggestion}`
      : `“${issue.match}” (${issue.label}) is aangepast.`,
  );
  return { text: rewritten, result: after, notes };
}
