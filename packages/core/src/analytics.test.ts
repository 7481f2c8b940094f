import { describe, expect, it } from 'vitest';
import { analyticsPath, keptProperties, looksPersonal, newScrollMilestones, referrerHost } from './analytics.ts';
import { AnalyticsEventSchema, AnalyticsIngestSchema } from './analytics-schemas.ts';

describe('analytics events', () => {
  it('accepts the spec event and refuses a name over 50 characters or with other characters, in Dutch', () => {
    expect(AnalyticsEventSchema.safeParse({ name: 'page_engagement', properties: { url: '/' }, timestamp: 1 }).success).toBe(
      true,
    );
    const long = AnalyticsEventSchema.safeParse({ name: 'a'.repeat(51) });
    expect(long.error?.issues[0]?.message).toBe('Een gebeurtenisnaam is hoogstens 50 tekens');
    const personal = AnalyticsEventSchema.safeParse({ name: 'lisa@example.nl' });
    expect(personal.error?.issues[0]?.message).toBe('Een gebeurtenisnaam bestaat uit letters, cijfers en _ . : -');
  });

  it('takes one event or a batch of at most 50', () => {
    expect(AnalyticsIngestSchema.safeParse({ events: [{ name: 'page_view' }] }).success).toBe(true);
    const many = AnalyticsIngestSchema.safeParse({ events: Array.from({ length: 51 }, () => ({ name: 'page_view' })) });
    expect(many.success).toBe(false);
  });

  it('recognises e-mail addresses and Dutch phone numbers', () => {
    expect(looksPersonal('mail lisa.de.vries@example.nl')).toBe(true);
    expect(looksPersonal('06 12345678')).toBe(true);
    expect(looksPersonal('+31 20 123 4567')).toBe(true);
    expect(looksPersonal('/coffeeshops/amsterdam')).toBe(false);
    expect(looksPersonal('2026')).toBe(false);
  });

  it('keeps numbers, booleans and short texts, never the ids that follow a person or personal values', () => {
    expect(
      keptProperties({ userId: 'u1', sessionId: 's1', depth: 50, visible: true, plan: 'basis', contact: 'a@b.nl', x: null }),
    ).toEqual({ depth: 50, visible: true, plan: 'basis' });
  });

  it('strips query strings, tokens and personal path segments from page addresses', () => {
    expect(analyticsPath('http://localhost:3000/zoeken?q=amnesia#top')).toBe('/zoeken');
    expect(analyticsPath('/reservering/abc123def')).toBe('/reservering/:token');
    expect(analyticsPath('/uitnodiging/abc123def')).toBe('/uitnodiging/:token');
    expect(analyticsPath('/partner-uitnodiging/abc123def?x=1')).toBe('/partner-uitnodiging/:token');
    expect(analyticsPath('/profiel/lisa%40example.nl')).toBe('/profiel/:verwijderd');
    expect(analyticsPath('/coffeeshops/amsterdam/de-uil')).toBe('/coffeeshops/amsterdam/de-uil');
  });

  it('keeps only the referrer host of other sites', () => {
    expect(referrerHost('https://www.google.nl/search?q=coffeeshop', 'localhost:3000')).toBe('www.google.nl');
    expect(referrerHost('http://localhost:3000/horeca', 'localhost:3000')).toBeNull();
    expect(referrerHost('niet een adres')).toBeNull();
  });

  it('reports each scroll milestone once', () => {
    expect(newScrollMilestones(80, new Set([25]))).toEqual([50, 75]);
    expect(newScrollMilestones(100, new Set([25, 50, 75, 90]))).toEqual([100]);
    expect(newScrollMilestones(10, new Set())).toEqual([]);
  });
});
