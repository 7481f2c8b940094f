import { describe, expect, it } from 'vitest';
import { ChangePasswordInputSchema, SignUpInputSchema } from './account.ts';
import { ageOn, isBlocked, isVerified, passesVerification, usernameFromEmail } from './account-status.ts';

describe('ageOn', () => {
  const today = new Date('2026-11-22T12:00:00Z');
  it.each([
    ['2008-11-22', 18],
    ['2008-11-23', 17],
    ['2008-12-01', 17],
    ['2008-10-30', 18],
    ['1990-01-01', 36],
  ])('born %s is %i on 2026-11-22', (birthDate, age) => {
    expect(ageOn(birthDate, today)).toBe(age);
  });
});

describe('SignUpInputSchema', () => {
  const valid = {
    email: 'Eva@Voorbeeld.NL ',
    password: 'lang-genoeg',
    firstName: 'Eva',
    lastName: 'Bos',
    birthDate: '1990-04-02',
  };
  it('accepts a valid sign-up and normalises the e-mail', () => {
    expect(SignUpInputSchema.parse(valid).email).toBe('eva@voorbeeld.nl');
  });
  it('refuses under 18 in Dutch', () => {
    const year = new Date().getUTCFullYear() - 17;
    const result = SignUpInputSchema.safeParse({ ...valid, birthDate: `${year}-01-01` });
    expect(result.error?.issues[0]?.message).toBe('Je moet 18 jaar of ouder zijn om een account aan te maken');
  });
  it.each([
    [{ password: 'kort' }, 'Wachtwoord moet minimaal 8 tekens hebben'],
    [{ email: 'nope' }, 'Vul een geldig e-mailadres in'],
    [{ lastName: ' ' }, 'Achternaam is verplicht'],
    [{ birthDate: '01-02-1990' }, 'Vul een geldige geboortedatum in'],
    [{ birthDate: '1890-01-01' }, 'Vul een geldige geboortedatum in'],
  ])('refuses %o with "%s"', (override, message) => {
    const result = SignUpInputSchema.safeParse({ ...valid, ...override });
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});

describe('verification state (spec section 4)', () => {
  const base = { ageVerified: false, verificationStatus: 'pending', accountStatus: 'pending_verification' } as const;
  it('is verified only with age verified and status verified', () => {
    expect(isVerified(base)).toBe(false);
    expect(isVerified({ ...base, ageVerified: true })).toBe(false);
    expect(isVerified({ ...base, verificationStatus: 'verified' })).toBe(false);
    expect(isVerified({ ...base, ageVerified: true, verificationStatus: 'verified' })).toBe(true);
  });
  it('blocks suspended and banned accounts even when verified', () => {
    const verified = { ageVerified: true, verificationStatus: 'verified', accountStatus: 'active' } as const;
    expect(passesVerification(verified)).toBe(true);
    expect(isBlocked({ accountStatus: 'suspended' })).toBe(true);
    expect(passesVerification({ ...verified, accountStatus: 'suspended' })).toBe(false);
    expect(passesVerification({ ...verified, accountStatus: 'banned' })).toBe(false);
  });
  it('takes the username from the e-mail', () => {
    expect(usernameFromEmail('lotte.jansen@voorbeeld.nl')).toBe('lotte.jansen');
  });
});

describe('ChangePasswordInputSchema', () => {
  it('accepts a new valid password and ends other sessions by default', () => {
    expect(ChangePasswordInputSchema.parse({ currentPassword: 'oud-wachtwoord', newPassword: 'Nieuw-wachtwoord-1' })).toEqual({
      currentPassword: 'oud-wachtwoord',
      newPassword: 'Nieuw-wachtwoord-1',
      revokeOtherSessions: true,
    });
  });

  it('refuses a missing current password, a short one and the same one, in Dutch', () => {
    const messages = (input: unknown) =>
      ChangePasswordInputSchema.safeParse(input).error?.issues.map((issue) => issue.message) ?? [];
    expect(messages({ currentPassword: '', newPassword: 'Nieuw-wachtwoord-1' })).toEqual(['Huidig wachtwoord is verplicht']);
    expect(messages({ currentPassword: 'oud', newPassword: 'kort' })).toEqual(['Wachtwoord moet minimaal 8 tekens hebben']);
    expect(messages({ currentPassword: 'Zelfde-wachtwoord', newPassword: 'Zelfde-wachtwoord' })).toEqual([
      'Kies een ander wachtwoord dan je huidige',
    ]);
  });
});
