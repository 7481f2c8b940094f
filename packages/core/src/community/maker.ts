import { z } from 'zod';
import { SeveritySchema } from './compliance-rules.ts';

/** Dutch municipalities with one or more coffeeshops; makers write for one of them. */
export const COFFEESHOP_MUNICIPALITIES = [
  'Alkmaar',
  'Almere',
  'Amersfoort',
  'Amsterdam',
  'Apeldoorn',
  'Arnhem',
  'Assen',
  'Bergen op Zoom',
  'Breda',
  'Delft',
  'Den Bosch',
  'Den Haag',
  'Deventer',
  'Dordrecht',
  'Ede',
  'Eindhoven',
  'Emmen',
  'Enschede',
  'Gouda',
  'Groningen',
  'Haarlem',
  'Heerlen',
  'Helmond',
  'Hilversum',
  'Hoorn',
  'Leeuwarden',
  'Leiden',
  'Lelystad',
  'Maastricht',
  'Middelburg',
  'Nijmegen',
  'Oss',
  'Roermond',
  'Rotterdam',
  'Schiedam',
  'Sittard-Geleen',
  'Tilburg',
  'Utrecht',
  'Venlo',
  'Voorne aan Zee',
  'Zaanstad',
  'Zandvoort',
  'Zeist',
  'Zoetermeer',
  'Zwolle',
] as const;
export const DEFAULT_MUNICIPALITY = 'Amsterdam';

export const MAKER_INTERESTS = ['educatie', 'wietexperiment', 'regelgeving', 'gezondheid', 'cultuur', 'reviews'] as const;
export const DEFAULT_INTERESTS = ['educatie', 'wietexperiment'] as const;

export const MAKER_TIERS = ['seed', 'grow', 'bloom'] as const;
export const MakerTierSchema = z.enum(MAKER_TIERS);
export type MakerTierName = z.infer<typeof MakerTierSchema>;
export const INITIAL_TIER: MakerTierName = 'seed';

/** "Seed Maker", "Grow Maker", "Bloom Maker". */
export function tierBadge(tier: MakerTierName): string {
  return `${tier.charAt(0).toUpperCase()}${tier.slice(1)} Maker`;
}

export const ApplyMakerInputSchema = z.object({
  gemeente: z.enum(COFFEESHOP_MUNICIPALITIES, { error: 'Kies een gemeente uit de lijst' }),
  interests: z
    .array(z.enum(MAKER_INTERESTS, { error: 'Kies een interesse uit de lijst' }), { error: 'Kies minimaal één interesse' })
    .min(1, 'Kies minimaal één interesse')
    .max(MAKER_INTERESTS.length),
});
export type ApplyMakerInput = z.infer<typeof ApplyMakerInputSchema>;

export const MakerTierSchemaOut = z.object({
  tierName: MakerTierSchema,
  displayName: z.string(),
  description: z.string(),
  contentQuotaMonthly: z.number().int(),
  honorariumBase: z.number().int(),
  benefits: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])),
});
export type MakerTier = z.infer<typeof MakerTierSchemaOut>;

export const COMPLIANCE_STATUSES = ['pending', 'approved', 'flagged', 'rejected'] as const;
export const ComplianceStatusSchema = z.enum(COMPLIANCE_STATUSES);
export type ComplianceStatus = z.infer<typeof ComplianceStatusSchema>;

export const StoredIssueSchema = z.object({
  kind: z.string(),
  label: z.string(),
  severity: z.string(),
  match: z.string(),
  index: z.number(),
  suggestion: z.string(),
});

export const MakerContentSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  contentType: z.string(),
  contentBody: z.string(),
  gemeente: z.string(),
  complianceStatus: ComplianceStatusSchema,
  complianceIssues: z.array(StoredIssueSchema),
  preflightScore: z.number().int(),
  submissionDate: z.string(),
  reviewNote: z.string().nullable(),
  reviewedAt: z.string().nullable(),
});
export type MakerContent = z.infer<typeof MakerContentSchema>;

export const MakerProfileSchema = z.object({
  id: z.string(),
  gemeente: z.string(),
  specializations: z.array(z.string()),
  tier: MakerTierSchema,
  status: z.string(),
  createdAt: z.string(),
});

export const MakerDashboardSchema = z.object({
  maker: MakerProfileSchema.nullable(),
  tier: MakerTierSchemaOut.nullable(),
  stats: z
    .object({
      totalContent: z.number().int(),
      approved: z.number().int(),
      pending: z.number().int(),
      thisMonth: z.number().int(),
      quota: z.number().int(),
      /** Average preflight score of all submissions, or null without any. */
      complianceScore: z.number().nullable(),
    })
    .nullable(),
});
export type MakerDashboard = z.infer<typeof MakerDashboardSchema>;

export const MakerAnalyticsSchema = z.object({
  months: z.array(z.object({ month: z.string(), submitted: z.number().int(), approved: z.number().int() })),
  approvalRate: z.number().nullable(),
  averageScore: z.number().nullable(),
});
export type MakerAnalytics = z.infer<typeof MakerAnalyticsSchema>;

export const MODERATION_DECISIONS = ['approved', 'flagged', 'rejected'] as const;
export const ModerationDecisionInputSchema = z
  .object({
    decision: z.enum(MODERATION_DECISIONS, { error: 'Kies goedkeuren, markeren of afwijzen' }),
    note: z.string().trim().max(1000, 'Maximaal 1000 tekens').optional(),
  })
  .refine((input) => input.decision === 'approved' || Boolean(input.note), {
    message: 'Geef een toelichting bij markeren of afwijzen',
    path: ['note'],
  });
export type ModerationDecisionInput = z.infer<typeof ModerationDecisionInputSchema>;

export const ModerationQuerySchema = z.object({
  status: ComplianceStatusSchema.optional(),
});

export const PatternInputSchema = z.object({
  label: z.string().trim().min(1, 'Naam is verplicht').max(80, 'Maximaal 80 tekens'),
  regex: z
    .string()
    .min(1, 'Patroon is verplicht')
    // The default promotion patterns (ADR 021) spell out Dutch amounts in words and run to about 1,850 characters.
    .max(2000, 'Maximaal 2000 tekens')
    .refine((value) => {
      try {
        new RegExp(value, 'giu');
        return true;
      } catch {
        return false;
      }
    }, 'Dit is geen geldige reguliere expressie'),
  severity: SeveritySchema,
});

export const GuidelineInputSchema = z.discriminatedUnion(
  'guidelineType',
  [
    z.object({
      guidelineType: z.literal('forbidden_terms'),
      rulesData: z.object({
        terms: z
          .array(z.string().trim().min(1, 'Een term mag niet leeg zijn').max(60, 'Maximaal 60 tekens'))
          .min(1, 'Voeg minimaal één term toe'),
      }),
    }),
    z.object({
      guidelineType: z.literal('patterns'),
      rulesData: z.object({ patterns: z.array(PatternInputSchema).min(1, 'Voeg minimaal één patroon toe') }),
    }),
  ],
  { error: 'Kies verboden termen of patronen' },
);
export type GuidelineInput = z.infer<typeof GuidelineInputSchema>;

export const GuidelineSchema = z.object({
  id: z.string(),
  guidelineType: z.enum(['forbidden_terms', 'patterns']),
  rulesData: z.unknown(),
  isActive: z.boolean(),
  updatedAt: z.string(),
});
export type Guideline = z.infer<typeof GuidelineSchema>;

export const GuidelinePreviewSchema = z.object({
  newlyFlagged: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      scoreBefore: z.number(),
      scoreAfter: z.number(),
      matches: z.array(z.string()),
    }),
  ),
  checked: z.number().int(),
});
export type GuidelinePreview = z.infer<typeof GuidelinePreviewSchema>;
