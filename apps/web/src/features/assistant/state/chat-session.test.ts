import { describe, expect, it } from 'vitest';
import { storedTime } from './chat-session.ts';

describe('storedTime', () => {
  it('reads the time the server stored with a message of a reopened thread', () => {
    expect(storedTime({ metadata: { createdAt: '2026-11-27T18:05:00.000Z' } })?.toISOString()).toBe('2026-11-27T18:05:00.000Z');
  });

  it('gives nothing for messages stored without a (valid) time', () => {
    expect(storedTime({ metadata: undefined })).toBeUndefined();
    expect(storedTime({ metadata: { createdAt: 'gisteren' } })).toBeUndefined();
    expect(storedTime({ metadata: { createdAt: 17 } })).toBeUndefined();
  });
});
