import { describe, expect, it } from 'vitest';
import { toEnglish } from '../messages-en.ts';
import { decideModule } from './modules.ts';
import {
  DEFAULT_RATE_LIMIT_SETTINGS,
  DEFAULT_RETENTION_SETTINGS,
  RateLimitSettingsSchema,
  RetentionSettingsSchema,
} from './operations.ts';
import {
  changedSettings,
  DEFAULT_PLATFORM_SETTINGS,
  mergeSettings,
  PlatformSettingsSchema,
  UpdatePlatformSettingsSchema,
} from './settings.ts';
import { widgetPagePath, widgetSnippet } from './widget.ts';

const ALL_ON = DEFAULT_PLATFORM_SETTINGS.modules;

describe('decideModule', () => {
  it('allows a module the place has and refuses one outside its plan, naming the plan and the plans page', () => {
    expect(decideModule('rapportages', { plan: 'basis', modules: ['menubeheer', 'menu-import', 'rapportages'] }, ALL_ON)).toEqual(
      {
        allowed: true,
      },
    );
    const refused = decideModule('personeelsplanner', { plan: 'basis', modules: ['rapportages'] }, ALL_ON);
    expect(refused).toMatchObject({ allowed: false, reason: 'not_in_plan', requiredPlan: 'groei' });
    if (refused.allowed) throw new Error('expected a refusal');
    expect(refused.message).toBe(
      'Personeelsplanner zit niet in het abonnement van deze zaak. Je hebt minstens het abonnement Groei nodig: kies het op /abonnementen.',
    );
    expect(toEnglish(refused.message)).toBe(
      "Personeelsplanner is not in this place's plan. You need at least the Groei plan: choose it at /abonnementen.",
    );
  });

  it('refuses everything to a place without a subscription, and a module switched off for the platform even on Compleet', () => {
    expect(decideModule('menu-import', null, ALL_ON)).toMatchObject({ allowed: false, requiredPlan: 'basis' });
    const off = decideModule('rapportages', { plan: 'compleet', modules: ['rapportages'] }, { ...ALL_ON, rapportages: false });
    expect(off).toMatchObject({ allowed: false, reason: 'switched_off' });
  });

  it('counts a module an admin switched on for one place, whatever its plan', () => {
    expect(decideModule('koppelingen', { plan: null, modules: ['koppelingen'] }, ALL_ON)).toEqual({ allowed: true });
  });
});

describe('platform settings rules', () => {
  it('accepts the defaults and refuses a short notice and a bad address in Dutch', () => {
    expect(PlatformSettingsSchema.safeParse(DEFAULT_PLATFORM_SETTINGS).success).toBe(true);
    const result = UpdatePlatformSettingsSchema.safeParse({
      maintenanceMessage: 'kort',
      contactInbox: 'x@',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Onderhoudsmelding is verplicht');
    expect(messages).toContain('Vul een geldig e-mailadres in');
  });

  it('lists only the keys whose value changes', () => {
    expect(changedSettings(DEFAULT_PLATFORM_SETTINGS, { contactInbox: '', signUpsOpen: false })).toEqual([
      { key: 'signUpsOpen', from: true, to: false },
    ]);
    expect(changedSettings(DEFAULT_PLATFORM_SETTINGS, { modules: ALL_ON })).toEqual([]);
  });

  it('merges stored values over the defaults, dropping what is no longer valid', () => {
    const merged = mergeSettings({ contactInbox: 'geen adres', signUpsOpen: false, modules: { schermen: false }, onbekend: 1 });
    expect(merged.contactInbox).toBe('');
    expect(merged.signUpsOpen).toBe(false);
    expect(merged.modules).toEqual({ ...ALL_ON, schermen: false });
  });
});

describe('widget contract', () => {
  it('builds the page path and the snippet an owner pastes', () => {
    expect(widgetPagePath('abc')).toBe('/widget/reserveren/abc');
    expect(widgetSnippet('https://voorbeeld.nl', 'abc')).toBe(
      '<div data-foodee-reserveren="abc"></div>\n<script src="https://voorbeeld.nl/widget/reserveren.js" async></script>',
    );
  });
});

describe('retention periods and rate limits (ADR 077)', () => {
  it('accepts null (the server default) and whole numbers within the bounds, with a Dutch message outside them', () => {
    expect(RetentionSettingsSchema.safeParse(DEFAULT_RETENTION_SETTINGS).success).toBe(true);
    const long = RetentionSettingsSchema.safeParse({ ...DEFAULT_RETENTION_SETTINGS, identityDocumentsDays: 91 });
    expect(long.error?.issues[0]?.message).toBe('Kies voor identiteitsdocumenten 0 tot 90 dagen');
    const half = RateLimitSettingsSchema.safeParse({ ...DEFAULT_RATE_LIMIT_SETTINGS, bookingsPerEmail: 2.5 });
    expect(half.error?.issues[0]?.message).toBe('Kies voor reserveringen per e-mailadres 1 tot 50');
  });

  it('merges a stored object over the defaults per field, and an invalid one falls back whole', () => {
    expect(mergeSettings({ retention: { cvDays: 60 } }).retention).toEqual({ ...DEFAULT_RETENTION_SETTINGS, cvDays: 60 });
    expect(mergeSettings({ rateLimits: { contactPerHour: 0 } }).rateLimits).toEqual(DEFAULT_RATE_LIMIT_SETTINGS);
  });
});
