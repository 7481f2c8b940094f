import { describe, expect, it } from 'vitest';
import { lawCheck, mentionsCannabis, networkNames, policyCheck, socialChecks } from './checks.ts';
import { networksOverLimit, postLength } from './networks.ts';
import { SocialPostInputSchema } from './posts.ts';

const future = () => new Date(Date.now() + 86_400_000).toISOString();
const IMAGE = '6f1c2a4e-2d7b-4c59-9a3e-1b2c3d4e5f60';

describe('law check (cannabis brand)', () => {
  it('blocks a 2-for-1 promotion with its reason and source', () => {
    const check = lawCheck('Vrijdag 2 voor 1 op alle pre-rolls!', 'coffeeshop');
    expect(check.applies).toBe(true);
    expect(check.blocked).toBe(true);
    expect(check.findings[0]).toMatchObject({ match: '2 voor 1', blocking: true });
    expect(check.findings[0]?.reason).toContain('Reclame voor de verkoop van cannabis is verboden');
    expect(check.findings[0]?.source.url).toBe('https://wetten.overheid.nl/BWBR0001941');
  });
  it('lets neutral information through and only advises on a THC percentage', () => {
    expect(lawCheck('Zaterdag zijn we open tot 23:00. Welkom!', 'coffeeshop')).toEqual({
      applies: true,
      blocked: false,
      findings: [],
    });
    const thc = lawCheck('Deze soort heeft THC 18%.', 'coffeeshop');
    expect(thc.blocked).toBe(false);
    expect(thc.findings).toHaveLength(1);
  });
  it('does not apply to a hospitality venue', () => {
    expect(lawCheck('2 voor 1 op alle cocktails', 'venue')).toEqual({ applies: false, blocked: false, findings: [] });
  });
});

describe('platform policy check', () => {
  it('warns per network when the post is about cannabis', () => {
    const warnings = policyCheck('Nieuwe wiet uit Limburg binnen', ['instagram', 'x']);
    expect(warnings.map((warning) => warning.network)).toEqual(['instagram', 'x']);
    expect(warnings[0]).toMatchObject({ policy: 'Meta: drugs', match: 'wiet' });
  });
  it('stays quiet for a post without drug words', () => {
    expect(policyCheck('Onze nieuwe koffiebar is open', ['facebook'])).toEqual([]);
    expect(socialChecks('Onze nieuwe koffiebar is open', 'coffeeshop', ['facebook']).policy).toEqual([]);
  });
});

describe('networks', () => {
  it('counts an emoji as one character and finds the networks over their limit', () => {
    expect(postLength('🌿🌿')).toBe(2);
    expect(networksOverLimit('a'.repeat(281), ['x', 'facebook'])).toEqual(['x']);
    expect(networkNames(['instagram', 'facebook', 'x'])).toBe('Instagram, Facebook en X');
  });
});

describe('post input', () => {
  const valid = { text: 'Vanavond livemuziek', networks: ['facebook'], scheduledAt: future() };
  it('accepts a planned post', () => {
    expect(SocialPostInputSchema.safeParse(valid).success).toBe(true);
  });
  it.each([
    [{ networks: ['myspace'] }, 'Onbekend netwerk: kies Instagram, Facebook, LinkedIn of X'],
    [{ networks: ['x'], text: 'a'.repeat(300) }, 'Je tekst is te lang voor X: hoogstens 280 tekens (nu 300)'],
    [
      { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
      'Dit tijdstip ligt in het verleden: kies een moment in de toekomst',
    ],
    [{ networks: ['instagram'] }, 'Instagram plaatst alleen berichten met een foto: voeg een afbeelding toe'],
    [{ text: '   ' }, 'Schrijf de tekst van je bericht'],
  ])('refuses %j in Dutch', (change, message) => {
    const result = SocialPostInputSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
  it('takes Instagram with an image', () => {
    expect(SocialPostInputSchema.safeParse({ ...valid, networks: ['instagram'], imageId: IMAGE }).success).toBe(true);
  });
});

describe('mentionsCannabis', () => {
  it('finds cannabis words as whole words in any case, not inside other words', () => {
    expect(mentionsCannabis('Nieuwe WIET in de toonbank')).toBe(true);
    expect(mentionsCannabis('Alles over THC en CBD')).toBe(true);
    expect(mentionsCannabis('Wietse kookt vanavond')).toBe(false);
    expect(mentionsCannabis('Verse pasta met hashbrowns')).toBe(false);
  });
});
