import { describe, expect, it } from 'vitest';
import { parsePricesText, pricesToText } from './prices.ts';

describe("the review cell's price text", () => {
  it('reads Dutch amounts with labels', () => {
    expect(parsePricesText('0,5g 6,- | 1g 11,00 | 5g € 50')).toEqual({
      ok: true,
      prices: [
        { label: '0,5g', amount: 6 },
        { label: '1g', amount: 11 },
        { label: '5g', amount: 50 },
      ],
    });
    expect(parsePricesText('€ 12,50')).toEqual({ ok: true, prices: [{ amount: 12.5 }] });
    expect(parsePricesText('groot')).toEqual({ ok: false, part: 'groot' });
  });

  it('writes prices back the same way', () => {
    expect(pricesToText([{ label: '1g', amount: 11 }, { amount: 4.5 }])).toBe('1g 11,00 | 4,50');
  });
});
