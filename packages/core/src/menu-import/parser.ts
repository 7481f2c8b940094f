// Long file: the deterministic menu parser is one pass over the lines with its heuristics kept together.

import { findPrices, type PriceToken, repairOcrDigits, repairOcrSizes, toParsedPrices } from './prices.ts';
import type { FieldConfidence, MenuImportKind, ParsedItem, ParseResult, SourceBox } from './schemas.ts';
import { findAllergensAndDiets, isKnownCategory } from './words.ts';

/*
 * The deterministic parser (issue 18, item 2): lines of text (typed, from a PDF or from OCR) become menu items with
 * a confidence per item and field. No model is needed; a model may correct the result afterwards.
 */

export interface MenuLine {
  text: string;
  /** 1-based page. */
  page?: number;
  /** Line number on the page (0-based). */
  line?: number;
  box?: SourceBox;
  /** OCR confidence of the line, 0..1 (absent for typed text and text PDFs). */
  confidence?: number;
}

export interface ParseOptions {
  kind: MenuImportKind;
  /** Makes ids (tests, benches); defaults to crypto.randomUUID. */
  newId?: () => string;
}

const THC = /\bTHC\s*[:=]?\s*(?:±|~|ca\.?)?\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%|(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*THC\b/i;
const CBD = /\bCBD\s*[:=]?\s*(?:±|~|ca\.?)?\s*(\d{1,2}(?:[.,]\d{1,2})?)\s*%|(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*CBD\b/i;
const LEADERS = /\s*(?:\.{2,}|…+|_{2,}|·{2,}|-{3,})\s*/g;
const NAME_SPLIT = /\s+[-–—]\s+|\s*:\s+/;

function clean(text: string): string {
  return text
    .replace(/\u00a0/g, ' ')
    .replace(/[\t ]+/g, ' ')
    .replace(/[‘’]/g, "'")
    .trim();
}

function stripDecoration(text: string): string {
  return text
    .replace(LEADERS, ' ')
    .replace(/^[\s|/·•*:=,;>-]+|[\s|/·•*:=,;(<-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

function takePercent(text: string, pattern: RegExp): { value?: number; rest: string } {
  const match = text.match(pattern);
  if (!match) return { rest: text };
  const value = Number((match[1] ?? match[2] ?? '').replace(',', '.'));
  return { value: value <= 45 ? value : undefined, rest: text.replace(match[0], ' ') };
}

/** How much a string looks like a name: letters, few odd symbols, a sane length. */
function nameConfidence(name: string): number {
  if (name.length === 0) return 0;
  const letters = (name.match(/\p{L}/gu) ?? []).length;
  const odd = (name.match(/[^\p{L}\p{N}\s'&().,/+%!?-]/gu) ?? []).length;
  let score = 0.97;
  if (letters < 2) score = 0.2;
  else if (letters / name.length < 0.6) score = 0.6;
  if (odd > 0) score -= Math.min(0.4, odd * 0.15);
  if (name.length > 70) score -= 0.25;
  if (name.length < 3) score -= 0.3;
  return Math.max(0.05, Math.min(1, score));
}

/** A heading: short, no price, no sentence; capitals, a trailing colon or a known category word help. */
function headingScore(text: string): number {
  const bare = text.replace(/[:*_=~#]+$/g, '').trim();
  if (bare.length === 0 || bare.length > 40) return 0;
  if (!/\p{L}/u.test(bare)) return 0;
  if (isKnownCategory(bare)) return 0.95;
  const words = bare.split(/\s+/);
  if (words.length > 5) return 0;
  if (/[.,;]$/.test(bare) || /,/.test(bare)) return 0;
  const letters = bare.replace(/[^\p{L}]/gu, '');
  const upper = letters.length > 2 && letters === letters.toUpperCase();
  if (upper) return 0.85;
  if (text.trim().endsWith(':')) return 0.8;
  if (/^[#=*~]|[#=*~]$/.test(text.trim())) return 0.8;
  return 0.4;
}

function looksLikeDescription(text: string): boolean {
  const first = text.trim()[0] ?? '';
  return (first === first.toLowerCase() && first !== first.toUpperCase()) || /,/.test(text) || text.split(/\s+/).length > 5;
}

/** A row of size labels only (`1 gram | 5 gram | 10 gram`): labels for the unlabeled prices under it. */
function labelRow(text: string): string[] | null {
  const parts = text
    .split(/\s*[|/]\s*|\s{2,}|\s+(?=\d)/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length < 2) return null;
  const label =
    /^(\d+(?:[.,]\d+)?\s?(?:g|gr|gram|cl|ml|l|ltr|liter|st)\.?|glas|fles|karaf|klein|middel|groot|small|medium|large|joint)$/i;
  return parts.every((part) => label.test(part))
    ? parts.map((part) =>
        part
          .replace(/\s+/g, '')
          .replace(',', '.')
          .toLowerCase()
          .replace(/gr(am)?\.?$/, 'g'),
      )
    : null;
}

interface Draft {
  name: string;
  description?: string;
  category?: string;
  categoryConfidence?: number;
  tokens: PriceToken[];
  thc?: number;
  cbd?: number;
  allergens: string[];
  allergenConfidence?: number;
  diets: string[];
  nameConfidence: number;
  ocr: number;
  source?: ParsedItem['source'];
}

function finish(draft: Draft, newId: () => string): ParsedItem {
  const priceConfidence =
    draft.tokens.length === 0 ? 0.3 : Math.min(...draft.tokens.map((token) => token.confidence)) * draft.ocr;
  const fieldConfidence: FieldConfidence = {
    name: Math.round(draft.nameConfidence * draft.ocr * 100) / 100,
    prices: Math.round(priceConfidence * 100) / 100,
  };
  if (draft.category !== undefined) fieldConfidence.category = draft.categoryConfidence ?? 0.7;
  if (draft.description !== undefined) fieldConfidence.description = Math.round(0.9 * draft.ocr * 100) / 100;
  if (draft.thc !== undefined) fieldConfidence.thc = Math.round(0.95 * draft.ocr * 100) / 100;
  if (draft.cbd !== undefined) fieldConfidence.cbd = Math.round(0.95 * draft.ocr * 100) / 100;
  if (draft.allergens.length > 0) fieldConfidence.allergens = draft.allergenConfidence ?? 0.6;
  const item: ParsedItem = {
    id: newId(),
    name: draft.name,
    prices: toParsedPrices(draft.tokens),
    confidence: Math.round(Math.min(fieldConfidence.name, fieldConfidence.prices) * 100) / 100,
    fieldConfidence,
  };
  if (draft.description) item.description = draft.description;
  if (draft.category) item.category = draft.category;
  if (draft.thc !== undefined) item.thc = draft.thc;
  if (draft.cbd !== undefined) item.cbd = draft.cbd;
  if (draft.allergens.length > 0) item.allergens = draft.allergens;
  if (draft.diets.length > 0) item.diets = draft.diets;
  if (draft.source) item.source = draft.source;
  return item;
}

/** A random UUID in the browser and on the server (core has no DOM or Node types). */
export function randomId(): string {
  return (globalThis as unknown as { crypto: { randomUUID(): string } }).crypto.randomUUID();
}

/** Splits a plain text into lines for the parser. */
export function textToLines(text: string): MenuLine[] {
  return text.split(/\r?\n/).map((line, index) => ({ text: line, page: 1, line: index }));
}

/** Parses lines of a menu into items. */
export function parseMenuLines(lines: readonly MenuLine[], options: ParseOptions): ParseResult {
  const newId = options.newId ?? randomId;
  const horeca = options.kind === 'horeca';
  const items: ParsedItem[] = [];
  const warnings: string[] = [];
  let category: string | undefined;
  let categoryConfidence: number | undefined;
  let columnLabels: string[] | null = null;
  let current: Draft | null = null;
  /** A line without price waiting to see whether the next line gives its price. */
  let pending: { text: string; line: MenuLine; since: number } | null = null;
  let sinceItem = 99;

  const flush = () => {
    if (current) items.push(finish(current, newId));
    current = null;
  };
  const setCategory = (text: string, confidence: number) => {
    flush();
    category = stripDecoration(text).replace(/:$/, '').trim();
    categoryConfidence = confidence;
    columnLabels = null;
  };
  const resolvePending = () => {
    if (!pending) return;
    const { text, since } = pending;
    pending = null;
    const score = headingScore(text);
    if (current && since <= 1 && (looksLikeDescription(text) || score < 0.8)) {
      addDescription(text);
    } else if (score >= 0.4) {
      setCategory(text, score >= 0.9 ? 0.95 : score >= 0.8 ? 0.85 : 0.6);
    } else if (current) {
      addDescription(text);
    }
  };
  const addDescription = (text: string) => {
    if (!current) return;
    let rest = text;
    if (horeca) {
      const found = findAllergensAndDiets(text);
      for (const allergen of found.allergens) if (!current.allergens.includes(allergen)) current.allergens.push(allergen);
      if (found.allergenConfidence)
        current.allergenConfidence = Math.max(current.allergenConfidence ?? 0, found.allergenConfidence);
      for (const diet of found.diets) if (!current.diets.includes(diet)) current.diets.push(diet);
      rest = found.allergenConfidence === 0.9 ? found.rest : text.replace(/\((?:v|vg|ve|gv|gf)\)/gi, ' ');
    } else {
      const thc = takePercent(rest, THC);
      if (thc.value !== undefined && current.thc === undefined) current.thc = thc.value;
      const cbd = takePercent(thc.rest, CBD);
      if (cbd.value !== undefined && current.cbd === undefined) current.cbd = cbd.value;
      rest = cbd.rest;
    }
    const description = stripDecoration(rest);
    if (description) current.description = current.description ? `${current.description} ${description}` : description;
  };

  for (const raw of lines) {
    const ocr = raw.confidence ?? 1;
    let text = clean(raw.text);
    if (raw.confidence !== undefined) text = repairOcrDigits(text);
    if (raw.confidence !== undefined && !horeca) text = repairOcrSizes(text);
    if (!text || !/[\p{L}\p{N}]/u.test(text)) {
      // A blank line ends an item: what follows is no longer its description.
      sinceItem += 2;
      continue;
    }
    sinceItem += 1;

    const labels = labelRow(text);
    if (labels) {
      resolvePending();
      columnLabels = labels;
      continue;
    }

    // THC and CBD first, so their percentages are not read as prices.
    const thc = takePercent(text, THC);
    const cbd = takePercent(thc.rest, CBD);
    const withoutPercents = cbd.rest;
    const tokens = findPrices(withoutPercents);

    if (tokens.length === 0) {
      if (current && sinceItem <= 1 && (thc.value !== undefined || cbd.value !== undefined)) {
        addDescription(text);
        sinceItem = 0;
        continue;
      }
      if (current && sinceItem <= 1 && horeca && /^(allergenen|allergens|bevat|contains)\b/i.test(text)) {
        addDescription(text);
        sinceItem = 0;
        continue;
      }
      if (pending) resolvePending();
      if (current && sinceItem <= 1 && looksLikeDescription(text) && headingScore(text) < 0.8) {
        addDescription(text);
        sinceItem = 0;
        continue;
      }
      pending = { text, line: raw, since: sinceItem };
      continue;
    }

    const nameEnd = tokens[0]?.labelStart ?? 0;
    let namePart = stripDecoration(withoutPercents.slice(0, nameEnd));
    const after = stripDecoration(withoutPercents.slice(tokens[tokens.length - 1]?.end ?? 0));
    let source: ParsedItem['source'] = { page: raw.page ?? 1, line: raw.line ?? 0, ...(raw.box ? { box: raw.box } : {}) };

    if (!/\p{L}/u.test(namePart)) {
      // A price-only line: the pending line is its name.
      if (pending) {
        namePart = stripDecoration(pending.text);
        source = {
          page: pending.line.page ?? 1,
          line: pending.line.line ?? 0,
          ...(pending.line.box ? { box: pending.line.box } : {}),
        };
        pending = null;
      } else if (current && sinceItem <= 1 && current.tokens.length === 0) {
        current.tokens = tokens;
        continue;
      } else {
        warnings.push(`Regel ${(raw.line ?? 0) + 1} heeft een prijs zonder naam: "${text}"`);
        continue;
      }
    } else if (pending) {
      resolvePending();
    }

    flush();
    let name = namePart;
    let description: string | undefined;
    const split = name.split(NAME_SPLIT);
    const head = split[0] ?? '';
    if (split.length > 1 && head.length >= 2) {
      name = head.trim();
      description = split.slice(1).join(' - ').trim();
    }
    if (after && /\p{L}{2,}/u.test(after)) description = description ? `${description} ${after}` : after;
    if (columnLabels && tokens.every((token) => !token.label) && tokens.length <= columnLabels.length) {
      const offset = columnLabels.length - tokens.length;
      tokens.forEach((token, index) => {
        token.label = (columnLabels as string[])[index + offset];
      });
    }
    current = {
      name: name.replace(/\s*\($/, '').trim(),
      tokens,
      category,
      categoryConfidence,
      allergens: [],
      diets: [],
      thc: thc.value,
      cbd: cbd.value,
      nameConfidence: nameConfidence(name),
      ocr,
      source,
    };
    if (description) {
      const text = description;
      description = undefined;
      addDescription(text);
    } else if (horeca) {
      const found = findAllergensAndDiets(current.name);
      if (found.allergenConfidence === 0.9 || found.diets.length > 0) {
        current.name = stripDecoration(found.rest);
        current.allergens.push(...(found.allergenConfidence === 0.9 ? found.allergens : []));
        if (found.allergenConfidence === 0.9) current.allergenConfidence = 0.9;
        current.diets.push(...found.diets);
      }
    }
    sinceItem = 0;
  }
  resolvePending();
  flush();

  if (items.length === 0) warnings.push('Er zijn geen menu-items met een prijs gevonden');
  const low = items.filter((item) => item.confidence < 0.8).length;
  if (low > 0) warnings.push(`${low} ${low === 1 ? 'item moet' : 'items moeten'} worden nagekeken`);
  const pages = [...new Set(lines.map((line) => line.page ?? 1))].map((page) => ({ page, width: 0, height: 0 }));
  return { items, warnings, pages };
}

/** Parses pasted or typed menu text. */
export function parseMenuText(text: string, options: ParseOptions): ParseResult {
  return parseMenuLines(textToLines(text), options);
}
