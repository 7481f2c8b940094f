import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { SignUpInputSchema } from './account.ts';
import { TelerInputSchema } from './coffeeshops.ts';
import { VenueInputSchema } from './horeca/editing.ts';
import { ProfileUpdateSchema } from './profile.ts';
import {
  CONTROL_CHARACTER_MESSAGE,
  hasControlCharacters,
  LINE_BREAK_MESSAGE,
  OptionalWebUrlSchema,
  PersonNameSchema,
  WEB_URL_MESSAGE,
  WebUrlSchema,
} from './text.ts';

const messages = (result: { success: boolean; error?: z.ZodError }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('control characters', () => {
  it('finds NUL, other C0, DEL, C1 and lone surrogates; multi-line text keeps tab and line breaks', () => {
    for (const bad of ['a\u0000b', '\u0007', '\u001b[31m', '\u007f', '\u0085', '\ud800', 'x\udc00']) {
      expect(hasControlCharacters(bad, { multiLine: true })).toBe(true);
    }
    expect(hasControlCharacters('regel 1\nregel 2\r\n\tingesprongen', { multiLine: true })).toBe(false);
    expect(hasControlCharacters('regel 1\nregel 2')).toBe(true);
    expect(hasControlCharacters('Café 😀 ünïcode')).toBe(false);
  });

  it('refuses them in names with a Dutch message', () => {
    expect(messages(PersonNameSchema('Voornaam').safeParse('Sa\u0000nne'))).toContain(CONTROL_CHARACTER_MESSAGE);
    expect(messages(PersonNameSchema('Voornaam').safeParse('Sanne\nJansen'))).toContain(LINE_BREAK_MESSAGE);
  });
});

describe('person names', () => {
  it('refuses markup and overlong names in sign-up and the profile', () => {
    const base = { email: 'a@b.nl', password: 'Lang-genoeg-1', lastName: 'Jansen', birthDate: '1990-01-01' };
    expect(messages(SignUpInputSchema.safeParse({ ...base, firstName: '<script>alert(1)</script>' }))).toEqual([
      'Voornaam mag geen < of > bevatten',
    ]);
    expect(
      messages(
        ProfileUpdateSchema.safeParse({ firstName: 'Sanne', lastName: '<img src=x onerror=alert(1)>', username: 'sanne' }),
      ),
    ).toEqual(['Achternaam mag geen < of > bevatten']);
    expect(
      messages(ProfileUpdateSchema.safeParse({ firstName: 'x'.repeat(1_000_000), lastName: 'J', username: 'sanne' })),
    ).toEqual(['Voornaam mag maximaal 80 tekens hebben']);
    expect(ProfileUpdateSchema.safeParse({ firstName: 'Anne-Marie', lastName: "van 't Hof", username: 'anne' }).success).toBe(
      true,
    );
  });
});

describe('web links', () => {
  it('accepts http and https with a host', () => {
    expect(WebUrlSchema.parse(' https://www.voorbeeld.nl/menu?x=1 ')).toBe('https://www.voorbeeld.nl/menu?x=1');
    expect(WebUrlSchema.safeParse('http://voorbeeld.nl').success).toBe(true);
  });

  it.each([
    'javascript:alert(document.domain)//',
    'JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://voorbeeld.nl',
    '/relatief/pad',
    'https://',
    'https://voorbeeld.nl/\nx',
    `https://voorbeeld.nl/${'a'.repeat(2100)}`,
  ])('refuses %s', (value) => {
    expect(WebUrlSchema.safeParse(value).success).toBe(false);
    expect(OptionalWebUrlSchema.safeParse(value).success).toBe(false);
  });

  it('treats empty and null as no link', () => {
    expect(OptionalWebUrlSchema.parse('')).toBeNull();
    expect(OptionalWebUrlSchema.parse(null)).toBeNull();
    expect(OptionalWebUrlSchema.parse(undefined)).toBeNull();
  });

  it('is the rule of the venue and the grower website', () => {
    const venue = VenueInputSchema.shape.website.safeParse('javascript:alert(document.domain)//');
    expect(messages(venue)).toEqual([WEB_URL_MESSAGE]);
    const teler = TelerInputSchema.shape.website.safeParse('javascript:alert(document.domain)//');
    expect(messages(teler)).toEqual([WEB_URL_MESSAGE]);
  });
});
