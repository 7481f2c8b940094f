import { describe, expect, it } from 'vitest';
import { EventInputSchema, eventIcs, type PublicEvent } from './events.ts';

const EVENT: PublicEvent = {
  id: '5eed0000-0000-4000-8000-00000000e001',
  title: 'Avond; met vragen, en antwoorden',
  description: 'Regel één\nRegel twee',
  startsAt: '2026-12-12T18:30:00.000Z',
  endsAt: '2026-12-12T20:30:00.000Z',
  location: 'Grote Markt 38, Breda',
  capacity: 10,
  placesLeft: 10,
  organiser: { kind: 'platform', id: null, name: 'Kaartwijs', path: null },
};

describe('events', () => {
  it('writes an iCalendar file with escaped text, UTC times and CRLF lines', () => {
    const ics = eventIcs(EVENT, 'https://kaartwijs.nl', new Date('2026-11-27T10:00:00Z'));
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0');
    expect(ics).toContain('UID:5eed0000-0000-4000-8000-00000000e001@kaartwijs.nl');
    expect(ics).toContain('DTSTART:20261212T183000Z');
    expect(ics).toContain('DTEND:20261212T203000Z');
    expect(ics).toContain('SUMMARY:Avond\\; met vragen\\, en antwoorden');
    expect(ics).toContain('LOCATION:Grote Markt 38\\, Breda');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    for (const line of ics.split('\r\n')) expect(line.length).toBeLessThanOrEqual(75);
  });

  it('refuses a bad time, no places and a missing date with Dutch messages', () => {
    const base = {
      title: 'T',
      description: 'D',
      date: '2026-12-12',
      startTime: '20:00',
      endTime: '22:00',
      location: 'L',
      capacity: 5,
    };
    expect(EventInputSchema.safeParse(base).success).toBe(true);
    expect(EventInputSchema.safeParse({ ...base, startTime: '24:00' }).error?.issues[0]?.message).toBe(
      'Begintijd: gebruik uu:mm, bijvoorbeeld 20:00',
    );
    expect(EventInputSchema.safeParse({ ...base, capacity: 0 }).error?.issues[0]?.message).toBe('Minimaal 1 plaats');
    expect(EventInputSchema.safeParse({ ...base, date: '2026-02-30' }).error?.issues[0]?.message).toBe('Deze datum bestaat niet');
  });
});
