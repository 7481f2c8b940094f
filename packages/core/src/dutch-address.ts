import { z } from 'zod';

/** The twelve Dutch provinces, as people write them. */
export const PROVINCES = [
  'Drenthe',
  'Flevoland',
  'Friesland',
  'Gelderland',
  'Groningen',
  'Limburg',
  'Noord-Brabant',
  'Noord-Holland',
  'Overijssel',
  'Utrecht',
  'Zeeland',
  'Zuid-Holland',
] as const;
export type Province = (typeof PROVINCES)[number];
export const ProvinceSchema = z.enum(PROVINCES, { error: 'Kies een provincie uit de lijst' });

/** "1234ab", "1234 AB" → "1234 AB"; a Dutch postcode never starts with 0 and never ends in SA, SD or SS. */
export const PostcodeSchema = z
  .string()
  .trim()
  .transform((value) => value.toUpperCase().replace(/^(\d{4})\s*([A-Z]{2})$/, '$1 $2'))
  .pipe(z.string().regex(/^[1-9]\d{3} (?!SA|SD|SS)[A-Z]{2}$/, 'Vul een postcode in als 1234 AB'));

/** A KvK (Chamber of Commerce) number: exactly 8 digits. */
export const KvkNumberSchema = z
  .string()
  .trim()
  .regex(/^\d{8}$/, 'Een KvK-nummer heeft 8 cijfers');

/** A Dutch phone or WhatsApp number: 10 digits (06…, 020…) or +31 with 9 digits; spaces and dashes allowed. */
export const DutchPhoneSchema = z
  .string()
  .trim()
  .refine(
    (value) => /^(0\d{9}|\+31\d{9})$/.test(value.replace(/[\s-]/g, '')),
    'Vul een Nederlands telefoonnummer in, bijvoorbeeld 06 12345678 of +31 6 12345678',
  );
