import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { MENU_IMPORT_LIMITS } from './limits.ts';

/*
 * Menu import (issue 18): the contract between the server (parse, jobs, diff, apply, history) and the web
 * pages. A parse never saves; apply writes the checked items into a shop's products or a venue's menu.
 */

export const MENU_IMPORT_KINDS = ['coffeeshop', 'horeca'] as const;
export const MenuImportKindSchema = z.enum(MENU_IMPORT_KINDS, { error: 'Kies coffeeshop of horeca' });
export type MenuImportKind = z.infer<typeof MenuImportKindSchema>;

export const MENU_IMPORT_PLACE_TYPES = ['coffeeshop', 'venue'] as const;
export const MenuImportPlaceTypeSchema = z.enum(MENU_IMPORT_PLACE_TYPES, { error: 'Kies een coffeeshop of een zaak' });
export type MenuImportPlaceType = z.infer<typeof MenuImportPlaceTypeSchema>;

export const MENU_IMPORT_SOURCES = ['photo', 'pdf', 'csv', 'xlsx', 'text'] as const;
export type MenuImportSource = (typeof MENU_IMPORT_SOURCES)[number];

export const MENU_IMPORT_OUTCOMES = ['applied', 'parsed', 'cancelled', 'failed'] as const;
export type MenuImportOutcome = (typeof MENU_IMPORT_OUTCOMES)[number];

export const MENU_IMPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed', 'cancelled'] as const;
export type MenuImportJobStatus = (typeof MENU_IMPORT_JOB_STATUSES)[number];

const Confidence = z.number().min(0).max(1);

export const ParsedPriceSchema = z.object({
  label: z.string().trim().max(24, 'Maat mag maximaal 24 tekens hebben').optional(),
  amount: z
    .number({ error: 'Prijs moet een getal zijn' })
    .positive('Prijs moet groter dan 0 zijn')
    .max(10_000, 'Prijs mag maximaal € 10.000 zijn'),
});
export type ParsedPrice = z.infer<typeof ParsedPriceSchema>;

export const FieldConfidenceSchema = z.object({
  name: Confidence,
  prices: Confidence,
  category: Confidence.optional(),
  description: Confidence.optional(),
  thc: Confidence.optional(),
  cbd: Confidence.optional(),
  allergens: Confidence.optional(),
});
export type FieldConfidence = z.infer<typeof FieldConfidenceSchema>;

export const SourceBoxSchema = z.object({ x: z.number(), y: z.number(), w: z.number(), h: z.number() });
export type SourceBox = z.infer<typeof SourceBoxSchema>;

export const ParsedItemSchema = z.object({
  id: idSchema('Onbekend menu-item'),
  name: z.string().trim().min(1, 'Naam is verplicht').max(120, 'Naam mag maximaal 120 tekens hebben'),
  description: z.string().trim().max(1000, 'Omschrijving mag maximaal 1000 tekens hebben').optional(),
  category: z.string().trim().max(80, 'Categorie mag maximaal 80 tekens hebben').optional(),
  prices: z.array(ParsedPriceSchema).max(12, 'Maximaal 12 prijzen per item'),
  thc: z.number().min(0, 'THC kan niet negatief zijn').max(45, 'THC mag maximaal 45% zijn').optional(),
  cbd: z.number().min(0, 'CBD kan niet negatief zijn').max(45, 'CBD mag maximaal 45% zijn').optional(),
  allergens: z.array(z.string()).optional(),
  diets: z.array(z.string()).optional(),
  confidence: Confidence,
  fieldConfidence: FieldConfidenceSchema,
  source: z.object({ page: z.number().int().min(1), line: z.number().int().min(0), box: SourceBoxSchema.optional() }).optional(),
});
export type ParsedItem = z.infer<typeof ParsedItemSchema>;

export const ParsedPageSchema = z.object({ page: z.number().int().min(1), width: z.number(), height: z.number() });
export type ParsedPage = z.infer<typeof ParsedPageSchema>;

export const ParseResultSchema = z.object({
  items: z.array(ParsedItemSchema),
  warnings: z.array(z.string()),
  pages: z.array(ParsedPageSchema),
});
export type ParseResult = z.infer<typeof ParseResultSchema>;

/** POST /api/menu-import/parse as JSON. */
export const ParseTextInputSchema = z.object({
  text: z
    .string({ error: 'Plak de tekst van het menu' })
    .max(MENU_IMPORT_LIMITS.maxTextChars, 'De tekst mag maximaal 100.000 tekens hebben')
    .refine((text) => text.trim().length > 0, 'Plak de tekst van het menu'),
  kind: MenuImportKindSchema,
});
export type ParseTextInput = z.infer<typeof ParseTextInputSchema>;

/** The `kind` field of a multipart upload (parse or job). */
export const UploadKindSchema = z.object({ kind: MenuImportKindSchema });

export const MenuImportJobIdParamsSchema = z.object({
  jobId: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/, 'Onbekende importtaak'),
});
export const MenuImportPageParamsSchema = MenuImportJobIdParamsSchema.extend({
  page: z.coerce
    .number({ error: 'Onbekende pagina' })
    .int('Onbekende pagina')
    .min(1, 'Onbekende pagina')
    .max(MENU_IMPORT_LIMITS.maxPages, 'Onbekende pagina'),
});

export const JobCreatedSchema = z.object({ jobId: z.string() });
export type JobCreated = z.infer<typeof JobCreatedSchema>;

export const JobStateSchema = z.object({
  status: z.enum(MENU_IMPORT_JOB_STATUSES),
  pagesDone: z.number().int(),
  pagesTotal: z.number().int(),
  result: ParseResultSchema.optional(),
  error: z.string().optional(),
});
export type JobState = z.infer<typeof JobStateSchema>;

const PlaceTarget = {
  placeType: MenuImportPlaceTypeSchema,
  placeId: idSchema('Onbekende zaak'),
};

export const MenuDiffInputSchema = z.object({
  ...PlaceTarget,
  items: z.array(ParsedItemSchema).max(MENU_IMPORT_LIMITS.maxItems, 'Maximaal 1000 items per import'),
});
export type MenuDiffInput = z.infer<typeof MenuDiffInputSchema>;

export const MENU_DIFF_STATUSES = ['new', 'changed', 'gone', 'same'] as const;
export type MenuDiffStatus = (typeof MENU_DIFF_STATUSES)[number];
export const MENU_DIFF_FIELDS = ['name', 'prices', 'category', 'description'] as const;
export type MenuDiffField = (typeof MENU_DIFF_FIELDS)[number];

export const CurrentMenuItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  category: z.string().optional(),
  prices: z.array(ParsedPriceSchema),
});
export type CurrentMenuItem = z.infer<typeof CurrentMenuItemSchema>;

export const MenuDiffEntrySchema = z.object({
  key: z.string(),
  status: z.enum(MENU_DIFF_STATUSES),
  incoming: ParsedItemSchema.optional(),
  current: CurrentMenuItemSchema.optional(),
  changes: z.array(z.enum(MENU_DIFF_FIELDS)).optional(),
});
export type MenuDiffEntry = z.infer<typeof MenuDiffEntrySchema>;

export const MenuDiffSchema = z.object({ entries: z.array(MenuDiffEntrySchema) });
export type MenuDiff = z.infer<typeof MenuDiffSchema>;

export const MenuApplyInputSchema = z
  .object({
    ...PlaceTarget,
    mode: z.enum(['new', 'diff'], { error: 'Kies een nieuw menu of een vergelijking' }),
    items: z.array(ParsedItemSchema).max(MENU_IMPORT_LIMITS.maxItems, 'Maximaal 1000 items per import'),
    accept: z.array(z.string().max(200)).max(4000).optional(),
    jobId: z.string().max(64).optional(),
    /** Where the items came from, for the history, when there was no job (a pasted text or a quick parse). */
    source: z.object({ type: z.enum(MENU_IMPORT_SOURCES), fileName: z.string().trim().max(200).optional() }).optional(),
  })
  .refine((input) => input.mode === 'diff' || input.items.length > 0, {
    path: ['items'],
    message: 'Er zijn geen items om te importeren',
  });
export type MenuApplyInput = z.infer<typeof MenuApplyInputSchema>;

export const MenuApplyResultSchema = z.object({
  importId: z.string(),
  created: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
});
export type MenuApplyResult = z.infer<typeof MenuApplyResultSchema>;

const historyDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Vul de datum in als JJJJ-MM-DD')
  .optional();

export const MenuImportHistoryQuerySchema = z.object({
  placeId: idSchema('Onbekende zaak').optional(),
  from: historyDate,
  to: historyDate,
});
export type MenuImportHistoryQuery = z.infer<typeof MenuImportHistoryQuerySchema>;

export const MenuImportHistoryEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  user: z.object({ id: z.string(), name: z.string() }),
  place: z.object({ type: MenuImportPlaceTypeSchema, id: z.string(), name: z.string() }),
  source: z.object({ type: z.enum(MENU_IMPORT_SOURCES), fileName: z.string().optional() }),
  counts: z.object({
    parsed: z.number().int(),
    created: z.number().int(),
    updated: z.number().int(),
    removed: z.number().int(),
  }),
  outcome: z.enum(MENU_IMPORT_OUTCOMES),
});
export type MenuImportHistoryEntry = z.infer<typeof MenuImportHistoryEntrySchema>;

export const MenuImportHistorySchema = z.object({ imports: z.array(MenuImportHistoryEntrySchema) });
export type MenuImportHistory = z.infer<typeof MenuImportHistorySchema>;
