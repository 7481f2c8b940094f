import { z } from 'zod';
import { SeveritySchema } from './compliance-rules.ts';
import { GuidelineInputSchema } from './maker.ts';

/**
 * What the guideline editor's fields hold: the terms as one comma-separated text and one
 * pattern, both kept while the type switches. Turned into a `GuidelineInput` and checked by the
 * server's own schema, so its issues keep the server's paths (rulesData.terms,
 * rulesData.patterns.0.regex, …), which are the fields' names.
 */
export const GuidelineFormSchema = z
  .object({
    guidelineType: z.enum(['forbidden_terms', 'patterns'], { error: 'Kies verboden termen of patronen' }),
    rulesData: z.object({
      terms: z.string(),
      patterns: z.array(z.object({ label: z.string(), regex: z.string(), severity: SeveritySchema })).length(1),
    }),
  })
  .transform(
    ({ guidelineType, rulesData }): z.input<typeof GuidelineInputSchema> =>
      guidelineType === 'forbidden_terms'
        ? {
            guidelineType,
            rulesData: {
              terms: rulesData.terms
                .split(',')
                .map((term) => term.trim())
                .filter(Boolean),
            },
          }
        : { guidelineType, rulesData: { patterns: rulesData.patterns } },
  )
  .pipe(GuidelineInputSchema);
export type GuidelineFormValues = z.input<typeof GuidelineFormSchema>;
