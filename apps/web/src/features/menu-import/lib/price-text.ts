import type { ParsedPrice } from '@platform/core';

/*
 * The price cell of the review table as text: "1g 11,00 | 5g 50,00" or "4,50". Amounts in Dutch notation
 * (a comma before the cents; "12,-" is twelve euros); a label is whatever stands before its amount.
 */

const AMOUNT = /(?:€\s*)?(\d{1,5}(?:[.,]\d{1,2}|,-)?)\s*(?:€|eur|euro)?$/i;

function amountOf(text: string): number | null {
  const normalised = text.replace(',-', '').replace(',', '.');
  const value = Number(normalised);
  return Number.isFinite(value) && value > 0 ? Math.round(value * 100) / 100 : null;
}

export function pricesToText(prices: readonly ParsedPrice[]): string {
  return prices
    .map((price) => {
      const amount = price.amount.toFixed(2).replace('.', ',');
      return price.label ? `${price.label} ${amount}` : amount;
    })
    .join(' | ');
}

export type PriceTextResult = { ok: true; prices: ParsedPrice[] } | { ok: false; part: string };

/** The prices typed into a cell, or the first part that holds no amount. */
export function parsePricesText(text: string): PriceTextResult {
  const parts = text
    .split(/[|;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const prices: ParsedPrice[] = [];
  for (const part of parts) {
    const match = AMOUNT.exec(part);
    const amount = match?.[1] ? amountOf(match[1]) : null;
    if (!match || amount === null) return { ok: false, part };
    const label = part.slice(0, match.index).trim();
    prices.push(label ? { label: label.slice(0, 24), amount } : { amount });
  }
  return { ok: true, prices };
}
