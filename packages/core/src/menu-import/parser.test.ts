import { describe, expect, it } from 'vitest';
import { parseMenuLines, parseMenuText } from './parser.ts';
import { findPrices, parseAmount } from './prices.ts';

let counter = 0;
const newId = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;

const summary = (text: string, kind: 'coffeeshop' | 'horeca') =>
  parseMenuText(text, { kind, newId }).items.map((item) => ({ name: item.name, prices: item.prices, category: item.category }));

describe('findPrices', () => {
  it('reads Dutch price formats', () => {
    expect(findPrices('Tosti kaas € 4,50').map((token) => token.amount)).toEqual([4.5]);
    expect(findPrices('Tosti kaas 4.50').map((token) => token.amount)).toEqual([4.5]);
    expect(findPrices('Tosti kaas 12,-').map((token) => token.amount)).toEqual([12]);
    expect(findPrices('Tosti kaas €12').map((token) => token.amount)).toEqual([12]);
  });

  it('reads several prices with size labels', () => {
    const tokens = findPrices('Amnesia Haze 0,5g 6,- | 1g 11,- | 5g 50,-');
    expect(tokens.map((token) => [token.label, token.amount])).toEqual([
      ['0.5g', 6],
      ['1g', 11],
      ['5g', 50],
    ]);
    expect(tokens[0]?.labelStart).toBe('Amnesia Haze '.length);
  });

  it('does not read sizes or percentages as prices', () => {
    expect(findPrices('Pils 25 cl 3,20').map((token) => [token.label, token.amount])).toEqual([['25cl', 3.2]]);
    expect(findPrices('Huiswijn glas 4,50 fles 22,50').map((token) => [token.label, token.amount])).toEqual([
      ['glas', 4.5],
      ['fles', 22.5],
    ]);
    expect(findPrices('Jenever 35% alcohol')).toEqual([]);
  });

  it('parses a cell amount', () => {
    expect(parseAmount('€ 12,50')).toBe(12.5);
    expect(parseAmount('12,-')).toBe(12);
    expect(parseAmount('twaalf')).toBeNull();
  });
});

describe('parseMenuText', () => {
  it('reads a coffeeshop menu with headings, several prices and THC', () => {
    const result = parseMenuText(
      [
        'WIET',
        'Amnesia Haze  THC 20%  0,5g 6,- | 1g 11,- | 5g 50,-',
        'White Widow .......... 1g € 10,50',
        '',
        'HASJ',
        'Marokkaanse Ketama 1g 9.50',
      ].join('\n'),
      { kind: 'coffeeshop', newId },
    );
    expect(result.items.map((item) => [item.name, item.category, item.prices.length])).toEqual([
      ['Amnesia Haze', 'WIET', 3],
      ['White Widow', 'WIET', 1],
      ['Marokkaanse Ketama', 'HASJ', 1],
    ]);
    expect(result.items[0]?.thc).toBe(20);
    expect(result.items[0]?.fieldConfidence.thc).toBeGreaterThan(0.9);
    expect(result.items[0]?.confidence).toBeGreaterThan(0.9);
  });

  it('reads a horeca menu with descriptions, allergens and diets', () => {
    const result = parseMenuText(
      [
        'Voorgerechten',
        'Tomatensoep - met basilicum en room (V) € 6,50',
        'Allergenen: melk, selderij',
        'Carpaccio 11,50',
        'rundvlees, rucola, parmezaan, pijnboompitten',
        '',
        'Hoofdgerechten',
        'Saté van de haas 21,-',
      ].join('\n'),
      { kind: 'horeca', newId },
    );
    const [soup, carpaccio, sate] = result.items;
    expect(soup).toMatchObject({ name: 'Tomatensoep', category: 'Voorgerechten', prices: [{ amount: 6.5 }] });
    expect(soup?.description).toBe('met basilicum en room');
    expect(soup?.allergens).toEqual(['milk', 'celery']);
    expect(soup?.fieldConfidence.allergens).toBe(0.9);
    expect(soup?.diets).toEqual(['vegetarian']);
    expect(carpaccio?.description).toBe('rundvlees, rucola, parmezaan, pijnboompitten');
    expect(sate).toMatchObject({ name: 'Saté van de haas', category: 'Hoofdgerechten', prices: [{ amount: 21 }] });
  });

  it('uses a row of size labels for the prices under it', () => {
    expect(summary(['Pre-rolls', '1 st | 3 st', 'Haze pre-roll 5,- 13,50'].join('\n'), 'coffeeshop')).toEqual([
      {
        name: 'Haze pre-roll',
        category: 'Pre-rolls',
        prices: [
          { label: '1st', amount: 5 },
          { label: '3st', amount: 13.5 },
        ],
      },
    ]);
    expect(summary(['Wiet', '1 gram | 5 gram', 'Gorilla Glue 12,- 55,-'].join('\n'), 'coffeeshop')).toEqual([
      {
        name: 'Gorilla Glue',
        category: 'Wiet',
        prices: [
          { label: '1g', amount: 12 },
          { label: '5g', amount: 55 },
        ],
      },
    ]);
  });

  it('joins a name line with the price line under it', () => {
    expect(summary(['Dranken', "Verse jus d'orange", '€ 4,20'].join('\n'), 'horeca')).toEqual([
      { name: "Verse jus d'orange", category: 'Dranken', prices: [{ amount: 4.2 }] },
    ]);
  });

  it('flags doubtful OCR lines with a lower confidence and repairs digits', () => {
    const result = parseMenuLines(
      [
        { text: 'Bitterballen (8 st) € 7,5O', confidence: 0.9, page: 1, line: 0 },
        { text: 'K#a%s§ 3', confidence: 0.5, page: 1, line: 1 },
      ],
      { kind: 'horeca', newId },
    );
    expect(result.items[0]?.prices).toEqual([{ amount: 7.5 }]);
    expect(result.items[1]?.confidence).toBeLessThan(0.8);
    expect(result.warnings).toContain('1 item moet worden nagekeken');
  });

  it('warns when nothing priced is found', () => {
    const result = parseMenuText('Welkom bij ons café\nWij zijn open van 10 tot 22 uur', { kind: 'horeca', newId });
    expect(result.items).toEqual([]);
    expect(result.warnings).toContain('Er zijn geen menu-items met een prijs gevonden');
  });
});
