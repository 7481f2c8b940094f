import { z } from 'zod';
import { EmailSchema } from './account.ts';
import { calendarDateSchema } from './calendar-date-schema.ts';
import { dutchDate } from './horeca/time.ts';
import { RequiredText } from './place-input.ts';
import { multiLine } from './text.ts';
import { VACANCY_TYPES, type VacancyType } from './vacancy-types.ts';

export const VacancyTypeSchema = z.enum(VACANCY_TYPES, { error: 'Kies een soort dienstverband' });

export const SALARY_PERIODS = ['uur', 'maand'] as const;
export type SalaryPeriod = (typeof SALARY_PERIODS)[number];

export const EMPLOYER_KINDS = ['partner', 'coffeeshop', 'venue'] as const;
export type EmployerKind = (typeof EMPLOYER_KINDS)[number];
export const EmployerKindSchema = z.enum(EMPLOYER_KINDS, { error: 'Onbekende werkgever' });

/** Largest CV (spec section 9: 10 MB uploads). */
export const MAX_CV_BYTES = 10 * 1024 * 1024;
/** Days an application's CV is kept before the hourly job deletes it (AVG: no needless copies). */
export const DEFAULT_CV_RETENTION_DAYS = 180;

export const CV_MIME_TYPES = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export type CvMimeType = (typeof CV_MIME_TYPES)[keyof typeof CV_MIME_TYPES];

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);

/** Whether the ASCII text occurs in the bytes. */
function contains(bytes: Uint8Array, text: string): boolean {
  const needle = Array.from(text, (char) => char.charCodeAt(0));
  for (let i = 0; i <= bytes.length - needle.length; i++) {
    if (needle.every((byte, j) => bytes[i + j] === byte)) return true;
  }
  return false;
}

/**
 * A CV's real type from its bytes, never from its name or the browser's claim: a PDF (`%PDF-`), or a Word document
 * (a ZIP whose entries, stored by name in plain bytes, include `word/document.xml`). Anything else is null.
 */
export function sniffCvType(bytes: Uint8Array): CvMimeType | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return CV_MIME_TYPES.pdf;
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]) && contains(bytes, 'word/document.xml')) return CV_MIME_TYPES.docx;
  return null;
}

/** A vacancy is open through its closing date (Dutch calendar), and gone (410) the day after. */
export function isVacancyOpen(closingDate: string, now: Date): boolean {
  return closingDate >= dutchDate(now);
}

/** A number field as a form holds it (text, Dutch decimal comma allowed) or as JSON sends it; empty means missing. */
function numberInput(value: unknown) {
  if (value === '' || value === null || value === undefined) return undefined;
  return typeof value === 'string' ? Number(value.trim().replace(',', '.')) : value;
}

const Euros = (label: string) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `${label} is verplicht (EU-richtlijn loontransparantie)` })
      .positive(`${label} moet meer dan € 0 zijn`)
      .max(1_000_000, `${label} is te hoog`)
      .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, `${label}: gebruik hoogstens twee decimalen`),
  );

const Hours = (label: string) =>
  z.preprocess(
    numberInput,
    z
      .number({ error: `${label} is verplicht` })
      .int(`${label}: een heel aantal uren`)
      .min(1, `${label}: minimaal 1 uur`)
      .max(60, `${label}: maximaal 60 uur per week`),
  );

const ClosingDate = calendarDateSchema({
  required: 'Sluitingsdatum is verplicht',
  invalid: 'Gebruik een datum als 2026-12-31',
  nonexistent: 'Deze datum bestaat niet',
});

export const VacancyInputSchema = z
  .object({
    title: RequiredText('Titel', 120),
    type: VacancyTypeSchema,
    hoursMin: Hours('Minimum uren'),
    hoursMax: Hours('Maximum uren'),
    salaryMin: Euros('Minimumsalaris'),
    salaryMax: Euros('Maximumsalaris'),
    salaryPeriod: z.enum(SALARY_PERIODS, { error: 'Kies per uur of per maand' }),
    plaats: RequiredText('Plaats', 80),
    description: multiLine(
      z
        .string({ error: 'Omschrijving is verplicht' })
        .trim()
        .min(20, 'Schrijf minimaal 20 tekens')
        .max(10_000, 'Maximaal 10.000 tekens'),
    ),
    closingDate: ClosingDate,
  })
  .refine((input) => input.hoursMin <= input.hoursMax, {
    path: ['hoursMax'],
    message: 'Het maximum aantal uren moet minstens het minimum zijn',
  })
  .refine((input) => input.salaryMin <= input.salaryMax, {
    path: ['salaryMax'],
    message: 'Het maximumsalaris moet minstens het minimumsalaris zijn',
  })
  .refine((input) => isVacancyOpen(input.closingDate, new Date()), {
    path: ['closingDate'],
    message: 'De sluitingsdatum mag niet in het verleden liggen',
  });
export type VacancyInput = z.infer<typeof VacancyInputSchema>;
export type VacancyFormInput = z.input<typeof VacancyInputSchema>;

export const EmployerSchema = z.object({
  kind: z.enum(EMPLOYER_KINDS),
  id: z.string(),
  name: z.string(),
  /** The employer's public page on this platform. */
  path: z.string(),
});
export type Employer = z.infer<typeof EmployerSchema>;

export const VacancySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  type: z.enum(VACANCY_TYPES),
  hoursMin: z.number().int(),
  hoursMax: z.number().int(),
  salaryMin: z.number(),
  salaryMax: z.number(),
  salaryPeriod: z.enum(SALARY_PERIODS),
  plaats: z.string(),
  description: z.string(),
  closingDate: z.string(),
  postedAt: z.string(),
  employer: EmployerSchema,
});
export type Vacancy = z.infer<typeof VacancySchema>;

/** The employer's own list: also closed vacancies, with the number of applications. */
export const ManagedVacancySchema = VacancySchema.extend({ open: z.boolean(), applications: z.number().int() });
export type ManagedVacancy = z.infer<typeof ManagedVacancySchema>;

export const VacancyListQuerySchema = z.object({
  type: VacancyTypeSchema.optional(),
  plaats: z.string().trim().max(80, 'Maximaal 80 tekens').optional(),
  q: z.string().trim().max(100, 'Maximaal 100 tekens').optional(),
});
export type VacancyListQuery = z.infer<typeof VacancyListQuerySchema>;

/** The text fields of an application; the CV travels beside them in the same multipart form. */
export const VacancyApplicationInputSchema = z.object({
  name: RequiredText('Naam', 120),
  email: EmailSchema,
  motivation: multiLine(
    z
      .string({ error: 'Motivatie is verplicht' })
      .trim()
      .min(20, 'Schrijf minimaal 20 tekens motivatie')
      .max(5000, 'Maximaal 5000 tekens'),
  ),
});
export type VacancyApplicationInput = z.infer<typeof VacancyApplicationInputSchema>;

export const VacancyApplicationSchema = z.object({
  id: z.string(),
  vacancyId: z.string(),
  vacancyTitle: z.string(),
  name: z.string(),
  email: z.string(),
  motivation: z.string(),
  createdAt: z.string(),
  cv: z.object({ mimeType: z.string(), sizeBytes: z.number().int(), available: z.boolean() }),
});
export type VacancyApplication = z.infer<typeof VacancyApplicationSchema>;

const GOOGLE_EMPLOYMENT: Record<VacancyType, string> = {
  vast: 'FULL_TIME',
  tijdelijk: 'TEMPORARY',
  bijbaan: 'PART_TIME',
  stage: 'INTERN',
  freelance: 'CONTRACTOR',
};

/** schema.org `JobPosting` of a vacancy (Google's required and recommended fields, pay range included). */
export function jobPosting(vacancy: Vacancy, publicUrl: string) {
  const employment = vacancy.type === 'vast' && vacancy.hoursMax < 32 ? 'PART_TIME' : GOOGLE_EMPLOYMENT[vacancy.type];
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: vacancy.title,
    description: vacancy.description,
    datePosted: vacancy.postedAt.slice(0, 10),
    validThrough: vacancy.closingDate,
    employmentType: employment,
    hiringOrganization: { '@type': 'Organization', name: vacancy.employer.name, sameAs: `${publicUrl}${vacancy.employer.path}` },
    jobLocation: {
      '@type': 'Place',
      address: { '@type': 'PostalAddress', addressLocality: vacancy.plaats, addressCountry: 'NL' },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'EUR',
      value: {
        '@type': 'QuantitativeValue',
        minValue: vacancy.salaryMin,
        maxValue: vacancy.salaryMax,
        unitText: vacancy.salaryPeriod === 'uur' ? 'HOUR' : 'MONTH',
      },
    },
  };
}
