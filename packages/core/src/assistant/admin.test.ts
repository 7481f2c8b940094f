import { describe, expect, it } from 'vitest';
import { AiControlSettingsInputSchema, AiUsageQuerySchema, AssistantConfigInputSchema } from './admin.ts';
import { assistantCard } from './catalogue.ts';

const messages = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('the AI admin schemas', () => {
  it('takes a usage range up to 366 days, from before to, and refuses others in Dutch', () => {
    expect(AiUsageQuerySchema.safeParse({ from: '2026-01-01', to: '2026-12-31' }).success).toBe(true);
    expect(messages(AiUsageQuerySchema.safeParse({ from: '2026-02-01', to: '2026-01-01' }))).toEqual([
      'De begindatum moet vóór de einddatum liggen',
    ]);
    expect(messages(AiUsageQuerySchema.safeParse({ from: '2025-01-01', to: '2026-01-02' }))).toEqual([
      'Kies een periode van maximaal 366 dagen',
    ]);
  });

  it('checks budgets and price', () => {
    const valid = { platformDailyTokens: 10, perPlaceDailyTokens: 0, costPer1kTokens: 0.002, models: { tastee: 'builtin' } };
    expect(AiControlSettingsInputSchema.safeParse(valid).success).toBe(true);
    expect(messages(AiControlSettingsInputSchema.safeParse({ ...valid, perPlaceDailyTokens: 1.5 }))).toEqual([
      'Vul het dagbudget per zaak in als een heel getal',
    ]);
    expect(messages(AiControlSettingsInputSchema.safeParse({ ...valid, costPer1kTokens: -1 }))).toEqual([
      'De prijs kan niet negatief zijn',
    ]);
    expect(messages(AiControlSettingsInputSchema.safeParse({ ...valid, models: { tastee: 'gpt' } }))).toEqual(['Kies een model']);
  });

  it('takes suggested questions per known context, trimmed, at most six', () => {
    const input = { instructions: 'Je bent Tastee en je helpt met gerechten.', tools: ['placeInfo'] };
    const parsed = AssistantConfigInputSchema.parse({ ...input, suggestions: { venue: { nl: [' Wat is vegan? '], en: [] } } });
    expect(parsed.suggestions.venue?.nl).toEqual(['Wat is vegan?']);
    const seven = Array.from({ length: 7 }, (_, n) => `Vraag nummer ${n}?`);
    expect(messages(AssistantConfigInputSchema.safeParse({ ...input, suggestions: { default: { nl: seven, en: [] } } }))).toEqual(
      ['Maximaal 6 vragen per context'],
    );
    expect(messages(AssistantConfigInputSchema.safeParse({ ...input, suggestions: { keuken: { nl: [], en: [] } } }))).toEqual([
      'Onbekende context',
    ]);
  });

  it('shows an admin’s questions on the card, per page, else the default ones', () => {
    const custom = { default: { nl: ['Algemeen?'], en: ['General?'] }, venue: { nl: ['Op de zaak?'], en: [] } };
    expect(assistantCard('tastee', 'venue', 'nl', undefined, custom).suggestions).toEqual(['Op de zaak?']);
    expect(assistantCard('tastee', 'shop', 'en', undefined, custom).suggestions).toEqual(['General?']);
    expect(assistantCard('tastee', 'venue', 'nl').suggestions).toContain('Welke gerechten zijn vegetarisch?');
  });
});
