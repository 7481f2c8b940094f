import { z } from 'zod';
import { idSchema } from '../ids.ts';
import { PLACE_KINDS } from '../place-staff.ts';
import { NETWORK_SPECS, networksOverLimit, postLength, SOCIAL_NETWORKS, SocialNetworkSchema } from './networks.ts';

/** Where a post stands: a draft, waiting for the owner, approved and planned, sent out, or sent back. */
export const POST_STATUSES = ['draft', 'pending', 'scheduled', 'published', 'rejected'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

/** The longest text any network takes (Facebook); each network's own limit is checked per choice. */
export const POST_MAX_CHARS = NETWORK_SPECS.facebook.maxChars;
export const REJECTION_NOTE_MAX = 500;
/** How far ahead a post may be planned. */
export const SCHEDULE_MAX_DAYS = 366;

export const SocialPlaceParamsSchema = z.object({
  kind: z.enum(PLACE_KINDS, { error: 'Onbekend soort zaak' }),
  id: z.string().min(1),
});

export const SocialPostParamsSchema = z.object({ postId: idSchema('Onbekend bericht') });

export const SocialPostInputSchema = z
  .object({
    text: z
      .string({ error: 'Schrijf de tekst van je bericht' })
      .trim()
      .min(1, 'Schrijf de tekst van je bericht')
      .max(POST_MAX_CHARS, `Een bericht heeft hoogstens ${POST_MAX_CHARS} tekens`),
    networks: z
      .array(SocialNetworkSchema, { error: 'Kies minstens één netwerk' })
      .min(1, 'Kies minstens één netwerk')
      .max(SOCIAL_NETWORKS.length, 'Kies elk netwerk hoogstens één keer')
      .transform((list) => [...new Set(list)]),
    scheduledAt: z.iso.datetime({ offset: true, error: 'Kies een geldige datum en tijd' }),
    imageId: idSchema('Onbekende afbeelding').nullable().default(null),
    /** true: ask to plan it (owner: planned at once; manager: sent to the owner); false: keep as draft. */
    submit: z.boolean().default(false),
  })
  .superRefine((post, ctx) => {
    for (const network of networksOverLimit(post.text, post.networks)) {
      const { label, maxChars } = NETWORK_SPECS[network];
      ctx.addIssue({
        code: 'custom',
        path: ['text'],
        message: `Je tekst is te lang voor ${label}: hoogstens ${maxChars} tekens (nu ${postLength(post.text)})`,
      });
    }
    if (post.networks.includes('instagram') && !post.imageId) {
      ctx.addIssue({
        code: 'custom',
        path: ['imageId'],
        message: 'Instagram plaatst alleen berichten met een foto: voeg een afbeelding toe',
      });
    }
    const at = Date.parse(post.scheduledAt);
    if (at <= Date.now()) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledAt'],
        message: 'Dit tijdstip ligt in het verleden: kies een moment in de toekomst',
      });
    } else if (at > Date.now() + SCHEDULE_MAX_DAYS * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['scheduledAt'],
        message: `Plan een bericht hoogstens ${SCHEDULE_MAX_DAYS} dagen vooruit`,
      });
    }
  });
export type SocialPostInput = z.input<typeof SocialPostInputSchema>;
export type SocialPostValues = z.output<typeof SocialPostInputSchema>;

export const RejectPostInputSchema = z.object({
  note: z
    .string({ error: 'Schrijf waarom je het bericht terugstuurt' })
    .trim()
    .min(1, 'Schrijf waarom je het bericht terugstuurt')
    .max(REJECTION_NOTE_MAX, `Hoogstens ${REJECTION_NOTE_MAX} tekens`),
});
export type RejectPostInput = z.input<typeof RejectPostInputSchema>;

export const SocialPostsQuerySchema = z.object({
  from: z.iso.datetime({ offset: true, error: 'Kies een geldige begindatum' }),
  to: z.iso.datetime({ offset: true, error: 'Kies een geldige einddatum' }),
});

const SourceSchema = z.object({ label: z.string(), url: z.string() });
export const SocialChecksSchema = z.object({
  law: z.object({
    applies: z.boolean(),
    blocked: z.boolean(),
    findings: z.array(
      z.object({ label: z.string(), match: z.string(), reason: z.string(), blocking: z.boolean(), source: SourceSchema }),
    ),
  }),
  policy: z.array(
    z.object({
      network: z.enum(SOCIAL_NETWORKS),
      policy: z.string(),
      match: z.string(),
      reason: z.string(),
      source: SourceSchema,
    }),
  ),
});

export const DELIVERY_STATUSES = ['published', 'manual', 'failed'] as const;
export const DeliverySchema = z.object({
  status: z.enum(DELIVERY_STATUSES),
  externalId: z.string().optional(),
  error: z.string().optional(),
});
export type Delivery = z.infer<typeof DeliverySchema>;

export const SocialImageSchema = z.object({
  id: z.string(),
  /** The crop per network. */
  urls: z.record(z.enum(SOCIAL_NETWORKS), z.string()),
});
export type SocialImage = z.infer<typeof SocialImageSchema>;

export const SocialPostSchema = z.object({
  id: z.string(),
  text: z.string(),
  networks: z.array(z.enum(SOCIAL_NETWORKS)),
  scheduledAt: z.string(),
  status: z.enum(POST_STATUSES),
  image: SocialImageSchema.nullable(),
  author: z.string(),
  approvedBy: z.string().nullable(),
  rejectionNote: z.string().nullable(),
  checks: SocialChecksSchema,
  deliveries: z.partialRecord(z.enum(SOCIAL_NETWORKS), DeliverySchema),
  /** The viewer may change or delete it (not once it went out). */
  canEdit: z.boolean(),
  createdAt: z.string(),
});
export type SocialPost = z.infer<typeof SocialPostSchema>;

export const SocialCalendarSchema = z.object({
  place: z.object({ kind: z.enum(PLACE_KINDS), id: z.string(), name: z.string() }),
  /** The owner (or an admin): approves the posts of managers. */
  canApprove: z.boolean(),
  /** The public RSS feed of the place's posts. */
  feedUrl: z.string(),
  /** Networks with a connector configured on this platform; the others are posted by hand after a reminder. */
  connectors: z.array(z.enum(SOCIAL_NETWORKS)),
  posts: z.array(SocialPostSchema),
});
export type SocialCalendar = z.infer<typeof SocialCalendarSchema>;
