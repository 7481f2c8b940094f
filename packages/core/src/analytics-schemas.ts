import { z } from 'zod';
import { ANALYTICS } from './analytics.ts';

const PropertyValueSchema = z.union([z.string().max(ANALYTICS.propertyMaxLength), z.number().finite(), z.boolean(), z.null()]);

export const AnalyticsEventSchema = z.object({
  name: z
    .string({ error: 'Geef de gebeurtenis een naam' })
    .trim()
    .min(1, 'Geef de gebeurtenis een naam')
    .max(ANALYTICS.nameMaxLength, `Een gebeurtenisnaam is hoogstens ${ANALYTICS.nameMaxLength} tekens`)
    .regex(/^[a-z][a-z0-9_.:-]*$/i, 'Een gebeurtenisnaam bestaat uit letters, cijfers en _ . : -'),
  properties: z
    .record(z.string().max(40), PropertyValueSchema)
    .refine((properties) => Object.keys(properties).length <= ANALYTICS.propertyMaxKeys, {
      message: `Hoogstens ${ANALYTICS.propertyMaxKeys} eigenschappen per gebeurtenis`,
    })
    .default({}),
  timestamp: z.union([z.string().max(40), z.number()]).optional(),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** One event (spec §7) or a batch of them; one event is read as a batch of one, so every error names its place. */
export const AnalyticsIngestSchema = z.preprocess(
  (body) => (body !== null && typeof body === 'object' && 'events' in body ? body : { events: [body] }),
  z.object({
    events: z
      .array(AnalyticsEventSchema)
      .min(1, 'Stuur minstens één gebeurtenis')
      .max(ANALYTICS.batchMax, `Hoogstens ${ANALYTICS.batchMax} gebeurtenissen per keer`),
  }),
);
export type AnalyticsIngest = z.infer<typeof AnalyticsIngestSchema>;

export const AnalyticsIngestResultSchema = z.object({ accepted: z.number().int(), dropped: z.number().int() });
