import type { ParsedPrice } from './schemas.ts';

/*
 * Dutch menu prices in a line of text: `€ 12,50`, `12.50`, `12,-`, `€12`, several per line with size labels
 * (`0,5g 6,- | 1g 11,- | 5g 50,-`, `glas 4,50 fles 22,50`, `25 cl 3,20`).
 */

const UNIT = '(?:g|gr|gram|grams|cl|ml|l|ltr|liter|st|stuks|stuk|pcs)';
const WORD_LABELS =
  '(?:glas|fles|karaf|klein|middel|groot|small|medium|large|regular|joint|joints|pint|pitcher|kan|kop|mok|shot|single|dubbel|double|halve|hele|half|portie|per stuk|stuk|bol|bolletje|bolletjes|pot|schaal)';
/** A size label right before a price (`1g`, `0,5 g`, `25 cl`, `glas`), optionally followed by `:` or `=`. */
const LABEL_AT_END = new RegExp(
  String.raw`(?:^|[\s|/(·,])((?:\d+(?:[.,]\d+)?\s?${UNIT}\.?)|${WORD_LABELS}|(?:\d+\s?x))\s*[:=]?\s*$`,
  'i',
);

/**
 * A money token. Group 1: euro sign; 2: whole euros; 3: separator; 4: cents or dash.
 * Not when the number is a size (followed by a unit or %), part of a longer number, or glued to a letter.
 */
const MONEY = new RegExp(
  String.raw`(€|eur\b|euro\b)?\s?(?<![\d.,A-Za-z])(\d{1,4})(?:([.,])(\d{1,2}|-{1,2}|–|—))?(?![\d])(?!\s?(?:${UNIT}|%|x\b|cm|mg|jaar|min|uur|cl)\b)(?!\s?%)(?![.,]\d)`,
  'gi',
);

export interface PriceToken {
  start: number;
  end: number;
  amount: number;
  label?: string;
  /** Where the label starts in the line (the token's start when there is none). */
  labelStart: number;
  /** How sure we are that this is a price: 0..1. */
  confidence: number;
}

/** `0,5 g` → `0.5g`, `1 gram` → `1g`, `25 CL` → `25cl`, `Glas` → `glas`. */
export function normalizePriceLabel(label: string): string {
  const text = label.trim().toLowerCase().replace(/[:=]$/, '').trim();
  const sized = text.match(/^(\d+(?:[.,]\d+)?)\s?([a-z]+)\.?$/);
  if (sized) {
    const number = (sized[1] ?? '').replace(',', '.');
    const unit = sized[2] ?? '';
    const short =
      unit === 'gr' || unit === 'gram' || unit === 'grams'
        ? 'g'
        : unit === 'ltr' || unit === 'liter'
          ? 'l'
          : unit === 'stuks' || unit === 'stuk'
            ? 'st'
            : unit;
    return `${number}${short}`;
  }
  return text.replace(/\s+/g, ' ');
}

/** Repairs OCR slips inside things that look like prices: `12,5O` → `12,50`, `l2,50` → `12,50`, `€ S,50` → `€ 5,50`. */
export function repairOcrDigits(line: string): string {
  return line
    .replace(/(?<=\d[.,]\d?)[oO]/g, '0')
    .replace(/(?<=\d[.,])[oO](?=\d)/g, '0')
    .replace(/(?<=€\s?)[lI|](?=\d)/g, '1')
    .replace(/(?<=€\s?)[sS](?=[.,]\d)/g, '5')
    .replace(/(?<=€\s?)[oO](?=[.,]\d)/g, '0')
    .replace(/(?<=\s)[lI](?=\d[.,]\d{2}\b)/g, '1')
    .replace(/(\d),\s(-)(?=\s|$|\|)/g, '$1,$2')
    .replace(/(\d),(?=\s*(?:\||$))/g, '$1,-')
    .replace(/(?<=(?:^|\s)\d{1,3})-(?=\s*(?:\||$))/g, ',-')
    .replace(/(?<=\d)(g|cl|ml)(?=\d)/g, '$1 ');
}

/** OCR slips on a coffeeshop menu: a size `1g` read as `19` before a price (`19 9,-` → `1g 9,-`). */
export function repairOcrSizes(line: string): string {
  return line.replace(/(?<![\d.,])([1-5])9(?=\s?\d{1,3}(?:[.,](?:\d{2}|-)))/g, '$1g ');
}

/**
 * The prices in a line, left to right, with their labels. `textEnd` is where the name part ends: the start of the
 * first price's label (or the price itself).
 */
export function findPrices(line: string): PriceToken[] {
  const tokens: PriceToken[] = [];
  MONEY.lastIndex = 0;
  let previousEnd = 0;
  const candidates: Array<{ match: RegExpExecArray; strong: boolean; decimalsOne: boolean }> = [];
  for (let match = MONEY.exec(line); match; match = MONEY.exec(line)) {
    const euro = Boolean(match[1]);
    const cents = match[4];
    const strong = euro || (cents !== undefined && (cents.length === 2 || /^[-–—]/.test(cents)));
    const decimalsOne = cents !== undefined && /^\d$/.test(cents);
    candidates.push({ match, strong, decimalsOne });
  }
  const anyStrong = candidates.some((candidate) => candidate.strong);
  candidates.forEach(({ match, strong, decimalsOne }, index) => {
    const whole = Number(match[2]);
    const cents = match[4];
    const amount = cents && /^\d+$/.test(cents) ? Number(`${whole}.${cents.padEnd(2, '0')}`) : whole;
    const start = match.index + (match[0].length - match[0].trimStart().length);
    const end = match.index + match[0].length;
    const rest = line.slice(end).trim();
    const isLast = index === candidates.length - 1;
    let confidence: number;
    if (strong) confidence = 0.97;
    else if (decimalsOne) {
      if (!(isLast && /^[|/]?$/.test(rest)) && !anyStrong) return;
      confidence = 0.75;
    } else {
      // A bare whole number: a price only at the end of a line (or in a row of prices) when the line has no clearer price.
      const trailing = /^([|/·]|$)/.test(rest) || /^[|/·]/.test(rest);
      if (!trailing) return;
      if (anyStrong && !/^[|/·]?$/.test(rest) && !isLast) return;
      confidence = anyStrong ? 0.85 : 0.65;
    }
    if (amount <= 0 || amount > 5000) return;
    const before = line.slice(previousEnd, start);
    const labelMatch = before.match(LABEL_AT_END);
    let label: string | undefined;
    let labelStart = start;
    if (labelMatch) {
      const found = labelMatch[1] ?? '';
      label = normalizePriceLabel(found);
      labelStart = previousEnd + (labelMatch.index ?? 0) + labelMatch[0].indexOf(found);
    }
    tokens.push({ start, end, amount: Math.round(amount * 100) / 100, label, labelStart, confidence });
    previousEnd = end;
  });
  // A word label (`joint`, `glas`) before a line's only price is part of the name: `Haze joint 6,-`.
  const [only] = tokens;
  if (tokens.length === 1 && only?.label && !/^\d/.test(only.label)) {
    only.label = undefined;
    only.labelStart = only.start;
  }
  return tokens;
}

export function toParsedPrices(tokens: readonly PriceToken[]): ParsedPrice[] {
  return tokens.map((token) => (token.label ? { label: token.label, amount: token.amount } : { amount: token.amount }));
}

/** A Dutch amount as typed in a cell: `12,50`, `€ 12.50`, `12,-`, `12`. Null when it is none. */
export function parseAmount(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^(€|eur|euro)\s*/i, '')
    .replace(/,\s?[-–—]+$/, '')
    .replace(/\.-$/, '')
    .trim();
  if (!/^\d{1,5}(?:[.,]\d{1,2})?$/.test(cleaned)) return null;
  const amount = Number(cleaned.replace(',', '.'));
  return Number.isFinite(amount) && amount > 0 ? Math.round(amount * 100) / 100 : null;
}

/** Prices as the review table's cell shows them: "1g 11,00 | 5g 50,00" or "4,50". */
export function pricesToText(prices: readonly ParsedPrice[]): string {
  return prices
    .map((price) => {
      const amount = price.amount.toFixed(2).replace('.', ',');
      return price.label ? `${price.label} ${amount}` : amount;
    })
    .join(' | ');
}

export type PriceTextResult = { ok: true; prices: ParsedPrice[] } | { ok: false; part: string };

/** The amount at the end of a typed price part ("1g 11,-", "€ 4,50", "12.50 euro"). */
const TYPED_AMOUNT = /(?:€\s*)?(\d{1,5}(?:[.,]\d{1,2}|,-)?)\s*(?:€|eur|euro)?$/i;

/**
 * The prices an owner typed into a review cell, parts split by `|` or `;`, each a label and an amount in Dutch
 * notation (`parseAmount`); or the first part that holds no amount.
 */
export function parsePricesText(text: string): PriceTextResult {
  const parts = text
    .split(/[|;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const prices: ParsedPrice[] = [];
  for (const part of parts) {
    const match = TYPED_AMOUNT.exec(part);
    const amount = match?.[1] ? parseAmount(match[1]) : null;
    if (!match || amount === null) return { ok: false, part };
    const label = part.slice(0, match.index).trim();
    prices.push(label ? { label: label.slice(0, 24), amount } : { amount });
  }
  return { ok: true, prices };
}
