import { z } from 'zod';

/**
 * Control characters: C0 (tab, line feed and carriage return only in multi-line
 * text), DEL and C1, and unpaired UTF-16 surrogates. PostgreSQL refuses a NUL
 * byte in text (a 500 before this rule), and none of these belong in anything a
 * person types.
 */
function isControl(code: number, multiLine: boolean): boolean {
  if (code <= 0x1f) return !(multiLine && (code === 0x09 || code === 0x0a || code === 0x0d));
  return code >= 0x7f && code <= 0x9f;
}

export const CONTROL_CHARACTER_MESSAGE = 'Dit veld bevat ongeldige tekens (stuurtekens zoals een nul-byte).';
export const LINE_BREAK_MESSAGE = 'Dit veld moet op één regel staan, zonder tabs of regeleinden.';

/** Whether text holds a character no input may carry; multi-line text may keep \n, \r and \t. */
export function hasControlCharacters(value: string, options: { multiLine?: boolean } = {}): boolean {
  const multiLine = options.multiLine ?? false;
  for (let index = 0; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (isControl(code, multiLine)) return true;
    if (code >= 0xd800 && code <= 0xdfff) {
      const next = value.charCodeAt(index + 1);
      // A high surrogate must be followed by a low one; a low one never comes first.
      if (code > 0xdbff || !(next >= 0xdc00 && next <= 0xdfff)) return true;
      index++;
    }
  }
  return false;
}

/** A one-line text rule: refuses control characters, tabs and line breaks in Dutch. */
export function singleLine<T extends z.ZodType<string>>(schema: T) {
  return schema
    .refine((value) => !hasControlCharacters(value, { multiLine: true }), CONTROL_CHARACTER_MESSAGE)
    .refine((value) => !hasControlCharacters(value), LINE_BREAK_MESSAGE);
}

/** A multi-line text rule (descriptions, messages): keeps \n, \r and \t, refuses other control characters. */
export function multiLine<T extends z.ZodType<string>>(schema: T) {
  return schema.refine((value) => !hasControlCharacters(value, { multiLine: true }), CONTROL_CHARACTER_MESSAGE);
}

export const PERSON_NAME_MAX_LENGTH = 80;

/** A person's first or last name: one line, at most 80 characters, no markup characters. */
export function PersonNameSchema(label: string) {
  return singleLine(
    z
      .string({ error: `${label} is verplicht` })
      .trim()
      .min(1, `${label} is verplicht`)
      .max(PERSON_NAME_MAX_LENGTH, `${label} mag maximaal ${PERSON_NAME_MAX_LENGTH} tekens hebben`),
  ).refine((value) => !/[<>]/.test(value), `${label} mag geen < of > bevatten`);
}

export const WEB_URL_MAX_LENGTH = 2048;
export const WEB_URL_MESSAGE = 'Vul een volledig webadres in, beginnend met https:// of http://';

/**
 * The one link rule for every website, image and link field on both brands:
 * http or https with a real host name, one line, at most 2,048 characters.
 * `javascript:`, `data:` and relative links are refused.
 */
export const WebUrlSchema = singleLine(
  z
    .string({ error: WEB_URL_MESSAGE })
    .trim()
    .max(WEB_URL_MAX_LENGTH, `Een webadres mag maximaal ${WEB_URL_MAX_LENGTH} tekens hebben`),
).pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: WEB_URL_MESSAGE }));

/** An optional link field: empty text and null both mean "no link". */
export const OptionalWebUrlSchema = z
  .union([z.literal(''), WebUrlSchema], { error: WEB_URL_MESSAGE })
  .transform((value) => value || null)
  .nullable()
  .default(null);
