import { describe, expect, it } from 'vitest';
import { TelerInputSchema } from './coffeeshops.ts';
import { DutchPhoneSchema, KvkNumberSchema, PostcodeSchema, PROVINCES, ProvinceSchema } from './dutch-address.ts';

const message = (result: { error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('Dutch address rules', () => {
  it('writes a postcode as 1234 AB and refuses anything else in Dutch', () => {
    expect(PostcodeSchema.parse('1234ab')).toBe('1234 AB');
    expect(PostcodeSchema.parse(' 1011  AB ')).toBe('1011 AB');
    for (const bad of ['123 AB', '0123 AB', '1234 SS', '1234', 'ABCD 12']) {
      expect(message(PostcodeSchema.safeParse(bad)), bad).toBe('Vul een postcode in als 1234 AB');
    }
  });

  it('knows the twelve provinces', () => {
    expect(PROVINCES).toHaveLength(12);
    expect(ProvinceSchema.safeParse('Noord-Brabant').success).toBe(true);
    expect(message(ProvinceSchema.safeParse('Brabant'))).toBe('Kies een provincie uit de lijst');
  });

  it('wants a KvK number of 8 digits and a Dutch phone number', () => {
    expect(KvkNumberSchema.safeParse('12345678').success).toBe(true);
    expect(message(KvkNumberSchema.safeParse('1234567'))).toBe('Een KvK-nummer heeft 8 cijfers');
    expect(DutchPhoneSchema.safeParse('06-12345678').success).toBe(true);
    expect(DutchPhoneSchema.safeParse('+31 20 123 4567').success).toBe(true);
    expect(DutchPhoneSchema.safeParse('12345').success).toBe(false);
  });
});

describe('TelerInputSchema (spec section 3)', () => {
  it('stores empty fields as null and says "volledig webadres" for a bad website', () => {
    const parsed = TelerInputSchema.parse({ naam: 'Kweek', postcode: '', provincie: '', instagram: '' });
    expect(parsed).toMatchObject({ postcode: null, provincie: null, instagram: null, gallerijImages: [], seoKeywords: [] });
    expect(message(TelerInputSchema.safeParse({ naam: 'Kweek', website: 'kweek.nl' }))).toBe(
      'Vul een volledig webadres in, beginnend met https:// of http://',
    );
  });
});
