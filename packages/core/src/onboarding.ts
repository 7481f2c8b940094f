import { z } from 'zod';
import { MENU_VISIBILITIES } from './coffeeshops.ts';
import { DutchPhoneSchema, KvkNumberSchema, PostcodeSchema, ProvinceSchema } from './dutch-address.ts';
import { VenueCategorySchema } from './horeca/venues.ts';
import { idSchema } from './ids.ts';
import { LATEST_CLOSE_PAST_MIDNIGHT, minuteOf, type OpeningHours, WEEKDAYS } from './opening-hours.ts';
import { OpeningHoursExceptionsSchema } from './opening-hours-exceptions.ts';
import { OpeningHoursInputSchema, RequiredText } from './place-input.ts';
import { PlacePhotoSchema } from './place-photos.ts';
import { OptionalWebUrlSchema } from './text.ts';

/*
 * Businesses onboard themselves (issue 16): a wizard saved step by step as a draft on the server, submitted to an
 * admin review queue, or a claim of an existing listing. Coffeeshops first; the horeca twin follows the same shape.
 */

export const ONBOARDING_BRANDS = ['coffeeshop', 'horeca'] as const;
export type OnboardingBrand = (typeof ONBOARDING_BRANDS)[number];

/** The wizard's steps in order; `submit` is the last page (a summary), not saved data. */
export const COFFEESHOP_STEPS = ['business', 'address', 'contact', 'hours', 'photos', 'licence', 'rules'] as const;
export type CoffeeshopStep = (typeof COFFEESHOP_STEPS)[number];
/** The hospitality twin: the same first four steps, then the venue's kind, kitchen, prices and reservations. */
export const HORECA_STEPS = ['business', 'address', 'contact', 'hours', 'photos', 'venue'] as const;
export const ONBOARDING_STEPS = { coffeeshop: COFFEESHOP_STEPS, horeca: HORECA_STEPS } as const;
export type OnboardingStep = CoffeeshopStep | (typeof HORECA_STEPS)[number];

export const APPLICATION_STATUSES = ['draft', 'submitted', 'changes_requested', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];
export const APPLICATION_KINDS = ['new', 'claim'] as const;

/**
 * Opening hours that make sense: no period closing before it opens (other than past midnight, until 06:00) and no
 * two periods overlapping, also not a late night with the next morning. Issues point at the day.
 */
export function openingHoursIssues(hours: OpeningHours): Array<{ path: string[]; message: string }> {
  const issues: Array<{ path: string[]; message: string }> = [];
  const week = 7 * 24 * 60;
  const spans: Array<{ day: string; start: number; end: number }> = [];
  WEEKDAYS.forEach((day, index) => {
    for (const period of hours[day] ?? []) {
      const open = minuteOf(period.open);
      let close = minuteOf(period.close);
      if (close <= open) {
        if (close > minuteOf(LATEST_CLOSE_PAST_MIDNIGHT)) {
          issues.push({ path: [day], message: 'De sluitingstijd ligt voor de openingstijd' });
          continue;
        }
        close += 24 * 60;
      }
      spans.push({ day, start: index * 1440 + open, end: index * 1440 + close });
    }
  });
  for (const [i, a] of spans.entries()) {
    for (const b of spans.slice(i + 1)) {
      const overlaps = (x: typeof a, y: typeof a, shift: number) => x.start < y.end + shift && y.start + shift < x.end;
      if (overlaps(a, b, 0) || overlaps(a, b, week) || overlaps(a, b, -week)) {
        issues.push({ path: [b.day], message: 'Openingstijden overlappen elkaar' });
      }
    }
  }
  return issues;
}

const HoursSchema = OpeningHoursInputSchema.superRefine((hours, ctx) => {
  for (const issue of openingHoursIssues(hours)) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});

/** One step as the wizard saves it; each is checked in full when it is saved. */
export const BusinessStepSchema = z.object({
  step: z.literal('business'),
  name: RequiredText('Naam', 120),
  kvkNumber: KvkNumberSchema,
  description: z.string().trim().max(2000, 'Maximaal 2000 tekens').default(''),
});
/** Postcode and house number; the town comes from the geocoder, or from the list when it does not know the postcode. */
export const AddressStepSchema = z.object({
  step: z.literal('address'),
  street: RequiredText('Straat', 160),
  houseNumber: z
    .string({ error: 'Huisnummer is verplicht' })
    .trim()
    .regex(/^[1-9]\d{0,4}( ?[a-zA-Z]|[ -]\w{1,4})?$/, 'Vul een huisnummer in, bijvoorbeeld 12 of 12a'),
  postcode: PostcodeSchema,
  town: z.string().trim().max(80).optional(),
});
export const ContactStepSchema = z.object({
  step: z.literal('contact'),
  phone: DutchPhoneSchema,
  email: z.email('Vul een geldig e-mailadres in'),
  website: OptionalWebUrlSchema,
});
export const HoursStepSchema = z.object({
  step: z.literal('hours'),
  openingHours: HoursSchema,
  /** Holidays, closures and special hours; approval copies them to the place. */
  openingHoursExceptions: OpeningHoursExceptionsSchema.default([]),
});
/** The photos are uploaded one by one (their own routes); saving the step only confirms them, none is fine. */
export const PhotosStepSchema = z.object({ step: z.literal('photos') });
export const LicenceStepSchema = z.object({
  step: z.literal('licence'),
  licenceNumber: RequiredText('Nummer van de gedoogbeschikking', 60),
});
export const RulesStepSchema = z.object({
  step: z.literal('rules'),
  residentsOnly: z.boolean().default(false),
  wietexperiment: z.boolean().default(false),
  /** Art. 3b Opiumwet: in the shop unless the shop chooses otherwise. */
  menuVisibility: z
    .enum(MENU_VISIBILITIES, { error: 'Kies waar het menu zichtbaar is: in de winkel, geverifieerd of openbaar' })
    .default('in_store'),
});

/** Spec §3: the venue's category, cuisines, price level and whether it takes reservations online. */
export const VenueStepSchema = z.object({
  step: z.literal('venue'),
  category: VenueCategorySchema,
  /** A list, or the comma-separated text a form field holds. */
  cuisines: z.preprocess(
    (value) =>
      typeof value === 'string'
        ? value
            .split(',')
            .map((part) => part.trim())
            .filter(Boolean)
        : (value ?? []),
    z.array(z.string().trim().toLowerCase().min(1).max(40, 'Maximaal 40 tekens per keuken')).max(10, 'Maximaal tien keukens'),
  ),
  priceLevel: z.coerce.number({ error: 'Kies een prijsniveau' }).int().min(1, 'Kies 1 tot 4').max(4, 'Kies 1 tot 4'),
  reservationsEnabled: z.boolean().default(false),
  maxPartySize: z.coerce.number({ error: 'Vul een getal in' }).int().min(1, 'Minimaal 1').max(50, 'Maximaal 50').default(8),
});

export const HorecaStepInputSchema = z.discriminatedUnion('step', [
  BusinessStepSchema,
  AddressStepSchema,
  ContactStepSchema,
  HoursStepSchema,
  PhotosStepSchema,
  VenueStepSchema,
]);
export type HorecaStepInput = z.infer<typeof HorecaStepInputSchema>;

export const CoffeeshopStepInputSchema = z.discriminatedUnion('step', [
  BusinessStepSchema,
  AddressStepSchema,
  ContactStepSchema,
  HoursStepSchema,
  PhotosStepSchema,
  LicenceStepSchema,
  RulesStepSchema,
]);
export type CoffeeshopStepInput = z.infer<typeof CoffeeshopStepInputSchema>;

/**
 * A Dutch place with its municipality, province and centre (the offline geocoder's data). `key` is what the applicant
 * picks: the name, with the municipality added where two places share it.
 */
export const TownSchema = z.object({
  key: z.string(),
  name: z.string(),
  municipality: z.string(),
  province: ProvinceSchema,
  latitude: z.number(),
  longitude: z.number(),
});
export type Town = z.infer<typeof TownSchema>;

/** The address as stored in the draft: what was entered plus what the geocoder found. */
export const ResolvedAddressSchema = AddressStepSchema.omit({ step: true, town: true }).extend({
  plaats: z.string(),
  province: ProvinceSchema,
  latitude: z.number(),
  longitude: z.number(),
});

/** Everything the draft holds so far, step by step. */
export const CoffeeshopDraftSchema = z.object({
  business: BusinessStepSchema.omit({ step: true }).optional(),
  address: ResolvedAddressSchema.optional(),
  contact: ContactStepSchema.omit({ step: true }).optional(),
  hours: HoursStepSchema.omit({ step: true }).optional(),
  /** The photos uploaded so far, in order; the place gets them on approval. */
  photos: z.array(PlacePhotoSchema).optional(),
  licence: LicenceStepSchema.omit({ step: true }).optional(),
  rules: RulesStepSchema.omit({ step: true }).optional(),
  venue: VenueStepSchema.omit({ step: true }).optional(),
});
/** One draft shape for both brands: each brand fills its own steps. */
export type CoffeeshopDraft = z.infer<typeof CoffeeshopDraftSchema>;
export type PlaceDraft = CoffeeshopDraft;

/** Steps an application may leave out: a place without photos is complete. */
export const OPTIONAL_STEPS: readonly OnboardingStep[] = ['photos'];

/** The steps of a draft that are still empty (optional ones aside), in wizard order. */
export function missingSteps(draft: CoffeeshopDraft, brand: OnboardingBrand = 'coffeeshop'): OnboardingStep[] {
  return ONBOARDING_STEPS[brand].filter((step) => !draft[step] && !OPTIONAL_STEPS.includes(step));
}

export const ApplicationSchema = z.object({
  id: z.string(),
  brand: z.enum(ONBOARDING_BRANDS),
  kind: z.enum(APPLICATION_KINDS),
  status: z.enum(APPLICATION_STATUSES),
  /** The step to resume at: the first one not yet saved after the last saved one. */
  step: z.string(),
  draft: CoffeeshopDraftSchema,
  claim: z.object({ id: z.string(), name: z.string(), plaats: z.string() }).nullable(),
  reviewNote: z.string().nullable(),
  place: z.object({ plaatsSlug: z.string(), slug: z.string() }).nullable(),
  submittedAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type Application = z.infer<typeof ApplicationSchema>;

export const ClaimInputSchema = z.object({
  coffeeshopId: idSchema('Onbekende coffeeshop'),
  kvkNumber: KvkNumberSchema,
  phone: DutchPhoneSchema,
  note: z.string().trim().max(1000, 'Maximaal 1000 tekens').default(''),
});
export type ClaimInput = z.infer<typeof ClaimInputSchema>;

export const ClaimableShopSchema = z.object({ id: z.string(), name: z.string(), plaats: z.string(), address: z.string() });
export type ClaimableShop = z.infer<typeof ClaimableShopSchema>;
export const ClaimableQuerySchema = z.object({ q: z.string().trim().max(60, 'Maximaal 60 tekens').default('') });

export const DUPLICATE_REASONS = ['same_kvk', 'same_name_address', 'claimed_shop_has_owner'] as const;
export type DuplicateReason = (typeof DUPLICATE_REASONS)[number];

/** A submitted application as the reviewer sees it, with what looks like a duplicate. */
export const ReviewItemSchema = ApplicationSchema.extend({
  applicant: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  duplicates: z.array(z.enum(DUPLICATE_REASONS)),
});
export type ReviewItem = z.infer<typeof ReviewItemSchema>;

export const ReviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'changes', 'reject'], { error: 'Kies goedkeuren, wijzigingen vragen of afwijzen' }),
    note: z.string().trim().max(2000, 'Maximaal 2000 tekens').default(''),
  })
  .refine((input) => input.decision === 'approve' || input.note !== '', {
    path: ['note'],
    message: 'Schrijf de aanvrager wat er moet veranderen of waarom je afwijst',
  });
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;
