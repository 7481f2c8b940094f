import { describe, expect, it } from 'vitest';
import { chatTime } from './chat-time.ts';

describe('chatTime', () => {
  it('shows hours and minutes in Dutch time (nl-NL HH:mm)', () => {
    // 27 November: winter time, UTC+1.
    expect(chatTime(new Date('2026-11-27T08:05:00Z'), 'nl')).toBe('09:05');
    // 1 July: summer time, UTC+2; the hour has two digits also before ten.
    expect(chatTime(new Date('2026-07-01T05:30:00Z'), 'nl')).toBe('07:30');
  });

  it('uses the same 24-hour clock in English', () => {
    expect(chatTime(new Date('2026-11-27T18:45:00Z'), 'en')).toBe('19:45');
  });
});
