import { describe, expect, it } from 'vitest';
import { linkDate, slotFromLink } from './link-params.ts';

describe('booking links', () => {
  const today = '2026-11-27';

  it('takes a valid date, time and party from the link', () => {
    expect(slotFromLink(new URLSearchParams('datum=2026-11-28&tijd=19:00&personen=4'), today, 10)).toEqual({
      date: '2026-11-28',
      partySize: 4,
      time: '19:00',
    });
  });

  it('falls back for what is not valid: a past or impossible date, a bad time, a party too large', () => {
    expect(slotFromLink(new URLSearchParams('datum=2026-02-30&tijd=25:00&personen=40'), today, 10)).toEqual({
      date: '2026-11-28',
      partySize: 2,
      time: '',
    });
    expect(linkDate('2026-11-26', today)).toBeNull();
    expect(linkDate(null, today)).toBeNull();
  });
});
