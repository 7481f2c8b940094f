import { describe, expect, it } from 'vitest';
import { parseChangeRequest } from './change-requests.ts';

describe('parseChangeRequest (changes the built-in assistant proposes)', () => {
  it('reads a stock change with the product name as written', () => {
    expect(parseChangeRequest('Zet de voorraad van Amnesia Haze op 20')).toEqual({
      kind: 'changeStock',
      product: 'Amnesia Haze',
      stock: 20,
    });
    expect(parseChangeRequest('Verander de voorraad van “White Widow” naar 0.')).toEqual({
      kind: 'changeStock',
      product: 'White Widow',
      stock: 0,
    });
  });

  it('reads a menu item with a Dutch euro price and an optional description', () => {
    expect(parseChangeRequest('Maak een gerecht Risotto met paddenstoelen voor €12,50')).toEqual({
      kind: 'draftMenuItem',
      name: 'Risotto met paddenstoelen',
      price: 12.5,
    });
    expect(parseChangeRequest('Maak een nieuw gerecht "Pompoensoep" voor 7.25 euro: met geroosterde pitten')).toEqual({
      kind: 'draftMenuItem',
      name: 'Pompoensoep',
      price: 7.25,
      description: 'met geroosterde pitten',
    });
  });

  it('reads a post and a news post with their topic', () => {
    expect(parseChangeRequest('Schrijf een bericht over het ingezetenencriterium')).toEqual({
      kind: 'draftPost',
      topic: 'het ingezetenencriterium',
      news: false,
    });
    expect(parseChangeRequest('Schrijf een nieuwsbericht over onze nieuwe openingstijden.')).toEqual({
      kind: 'draftPost',
      topic: 'onze nieuwe openingstijden',
      news: true,
    });
  });

  it('leaves questions alone', () => {
    expect(parseChangeRequest('Welke producten zijn bijna op?')).toBeNull();
    expect(parseChangeRequest('Wat kost een gerecht?')).toBeNull();
    expect(parseChangeRequest('Hoeveel voorraad heb ik?')).toBeNull();
  });
});
