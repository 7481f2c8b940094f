import { TELER_SOCIALS, type TelerAdmin, TelerInputSchema } from '@platform/core';
import { z } from 'zod';

/** How a field is edited and turned into the API value. */
export type Kind = 'text' | 'textarea' | 'email' | 'tel' | 'url' | 'number' | 'province' | 'list' | 'image' | 'images';

/** The teler fields of spec section 3, grouped as an admin fills them in. */
export const SECTIONS = [
  {
    id: 'general',
    fields: [
      ['naam', 'text'],
      ['logoUrl', 'image'],
      ['beschrijving', 'textarea'],
      ['omschrijving', 'textarea'],
      ['specialiteiten', 'list'],
    ],
  },
  {
    id: 'address',
    fields: [
      ['adres', 'text'],
      ['postcode', 'text'],
      ['plaats', 'text'],
      ['provincie', 'province'],
      ['locatie', 'text'],
      ['latitude', 'number'],
      ['longitude', 'number'],
    ],
  },
  {
    id: 'registration',
    fields: [
      ['licensieNummer', 'text'],
      ['kvkNummer', 'text'],
    ],
  },
  {
    id: 'contact',
    fields: [
      ['contactEmail', 'email'],
      ['contactTelefoon', 'tel'],
      ['whatsappNummer', 'tel'],
      ['website', 'url'],
      ...TELER_SOCIALS.map((social) => [social, 'url'] as const),
    ],
  },
  {
    id: 'visiting',
    fields: [
      ['openingstijden', 'textarea'],
      ['bereikbaarheidInfo', 'textarea'],
    ],
  },
  {
    id: 'images',
    fields: [
      ['heroImage', 'image'],
      ['gallerijImages', 'images'],
    ],
  },
  {
    id: 'seo',
    fields: [
      ['metaTitle', 'text'],
      ['metaDescription', 'textarea'],
      ['seoKeywords', 'list'],
    ],
  },
  { id: 'compliance', fields: [['complianceNotes', 'textarea']] },
] as const satisfies ReadonlyArray<{ id: string; fields: ReadonlyArray<readonly [keyof TelerAdmin, Kind]> }>;

export type FieldName = (typeof SECTIONS)[number]['fields'][number][0];
export const FIELDS: ReadonlyArray<readonly [FieldName, Kind]> = SECTIONS.flatMap(
  (section): ReadonlyArray<readonly [FieldName, Kind]> => section.fields,
);
export const FLAGS = ['designatedGrower', 'geverifieerd', 'actief'] as const;

/**
 * What the fields hold (text as typed, the flags), turned into API values and checked by the
 * core schema; its issues keep the core's paths, as the server's do.
 */
export const TelerFormSchema = z
  .object({
    ...(Object.fromEntries(FIELDS.map(([name]) => [name, z.string()])) as Record<FieldName, z.ZodString>),
    ...(Object.fromEntries(FLAGS.map((flag) => [flag, z.boolean()])) as Record<(typeof FLAGS)[number], z.ZodBoolean>),
  })
  .transform((values) => ({
    ...Object.fromEntries(FIELDS.map(([name, kind]) => [name, fromText(values[name], kind)])),
    ...Object.fromEntries(FLAGS.map((flag) => [flag, values[flag]])),
  }))
  .pipe(TelerInputSchema);

/** A stored value as the text in its input (lists comma-separated, gallery one per line). */
export function toText(teler: TelerAdmin | null, name: FieldName, kind: Kind): string {
  const value = teler?.[name];
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(kind === 'images' ? '\n' : ', ');
  return String(value);
}

/** The text of an input as the API value; the shared schema then checks it. */
function fromText(text: string, kind: Kind): unknown {
  if (kind === 'list') {
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (kind === 'images') {
    return text
      .split('\n')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (kind === 'number') return text.trim() === '' ? null : Number(text.trim().replace(',', '.'));
  return text.trim();
}
