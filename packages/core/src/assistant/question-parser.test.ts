import { describe, expect, it } from 'vitest';
import { parseQuestion } from './question-parser.ts';

// Friday 27 November 2026, 10:00 in Amsterdam.
const now = new Date('2026-11-27T09:00:00Z');

describe('parseQuestion (the built-in assistant’s Dutch questions)', () => {
  it('reads a table question with date, time and party', () => {
    expect(parseQuestion('Is er morgen om 19:00 plek voor 4?', now)).toEqual([
      { kind: 'availability', date: '2026-11-28', time: '19:00', partySize: 4 },
    ]);
  });

  it('reads a booking with a weekday, an evening hour and a party in words', () => {
    expect(parseQuestion('Reserveer zondag om 7 uur voor twee personen', now)).toEqual([
      { kind: 'book', date: '2026-11-29', time: '19:00', partySize: 2 },
    ]);
    expect(parseQuestion('Boek 3 december 18.30 met z’n vieren', now)).toEqual([
      { kind: 'book', date: '2026-12-03', time: '18:30', partySize: 4 },
    ]);
  });

  it('reads the phone number a booking names', () => {
    expect(parseQuestion('Boek morgen om 19:00 voor 4, mijn nummer is 06 12345678', now)).toEqual([
      { kind: 'book', date: '2026-11-28', time: '19:00', partySize: 4, phone: '06 12345678' },
    ]);
  });

  it('reads an owner’s reservations question, today by default', () => {
    expect(parseQuestion('Welke reserveringen heb ik vandaag?', now)).toEqual([{ kind: 'myReservations', date: '2026-11-27' }]);
    expect(parseQuestion('Welke reserveringen heb ik morgen?', now)).toEqual([{ kind: 'myReservations', date: '2026-11-28' }]);
  });

  it('reads diets, allergens and courses', () => {
    expect(parseQuestion('Welke gerechten zijn vegetarisch?', now)).toEqual([
      { kind: 'dishes', diets: ['vegetarian'], avoid: [], terms: [] },
    ]);
    expect(parseQuestion('Welke voorgerechten zijn veganistisch en zonder noten?', now)).toEqual([
      { kind: 'dishes', diets: ['vegan'], avoid: ['nuts'], terms: ['voorgerecht'] },
    ]);
    expect(parseQuestion('Ik heb een lactose-intolerantie en ben allergisch voor pinda’s', now)).toEqual([
      { kind: 'dishes', diets: [], avoid: ['peanuts', 'milk'], terms: [] },
    ]);
    expect(parseQuestion('Is er iets glutenvrij?', now)).toEqual([
      { kind: 'dishes', diets: ['gluten_free'], avoid: [], terms: [] },
    ]);
  });

  it('reads opening hours, address, house rules and course menus', () => {
    expect(parseQuestion('Tot hoe laat zijn jullie open?', now)).toEqual([{ kind: 'hours' }]);
    expect(parseQuestion('Wat is het adres?', now)).toEqual([{ kind: 'address' }]);
    expect(parseQuestion('Wat zijn de huisregels?', now)).toEqual([{ kind: 'houseRules' }]);
    expect(parseQuestion('Hebben jullie een gangenmenu?', now)).toEqual([{ kind: 'courseMenus' }]);
  });

  it('reads low stock, prices and strain facts', () => {
    expect(parseQuestion('Welke producten zijn bijna op?', now)).toEqual([{ kind: 'lowStock' }]);
    expect(parseQuestion('Wat kost een gram?', now)).toEqual([{ kind: 'prices' }]);
    expect(parseQuestion('Wat is het THC-gehalte van Amnesia Haze?', now)).toEqual([{ kind: 'strains', name: 'Amnesia Haze' }]);
    expect(parseQuestion('Welke sativa soorten zijn er?', now)).toEqual([{ kind: 'strains', type: 'sativa' }]);
  });

  it('finds nothing in a question it cannot answer', () => {
    expect(parseQuestion('Wat vind jij van het weer?', now)).toEqual([]);
  });

  it('takes a date without a year as the next one', () => {
    expect(parseQuestion('Is er plek op 2 januari om 12:00 voor 2?', now)).toEqual([
      { kind: 'availability', date: '2027-01-02', time: '12:00', partySize: 2 },
    ]);
  });
});
