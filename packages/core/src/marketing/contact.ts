import { z } from 'zod';
import { EmailSchema } from '../account.ts';
import { idSchema } from '../ids.ts';
import { PLACE_KINDS } from '../place-staff.ts';
import { multiLine, singleLine } from '../text.ts';
import { PLAN_IDS, PRODUCT_SLUGS } from './catalogue.ts';
import { ProductSlugSchema } from './catalogue-schemas.ts';

export const CONTACT_MESSAGE_MAX_LENGTH = 4000;

/** A required one-line text (as place-input's RequiredText, without pulling the opening-hours rules into the form). */
const requiredLine = (label: string, max: number) =>
  singleLine(
    z
      .string({ error: `${label} is verplicht` })
      .trim()
      .min(1, `${label} is verplicht`)
      .max(max, `${label} mag maximaal ${max} tekens hebben`),
  );

/**
 * The contact and demo-request form (`/contact`, `/{product}-contact`). `website` is the honeypot: hidden
 * from people, filled in by bots; a filled one is answered like a success and stored nowhere.
 */
export const ContactInputSchema = z.object({
  name: requiredLine('Naam', 120),
  email: EmailSchema,
  organisation: singleLine(z.string().trim().max(120, 'Bedrijfsnaam mag maximaal 120 tekens hebben')).default(''),
  phone: singleLine(
    z
      .string()
      .trim()
      .max(20, 'Telefoonnummer mag maximaal 20 tekens hebben')
      .refine((value) => value === '' || /^\+?[0-9 ()-]{8,20}$/.test(value), 'Vul een geldig telefoonnummer in'),
  ).default(''),
  message: multiLine(
    z
      .string({ error: 'Bericht is verplicht' })
      .trim()
      .min(10, 'Schrijf minimaal 10 tekens')
      .max(CONTACT_MESSAGE_MAX_LENGTH, `Je bericht mag maximaal ${CONTACT_MESSAGE_MAX_LENGTH} tekens hebben`),
  ),
  product: ProductSlugSchema.nullable().default(null),
  website: z.string().max(500).default(''),
});
export type ContactInput = z.input<typeof ContactInputSchema>;

export const ContactMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  organisation: z.string(),
  phone: z.string(),
  message: z.string(),
  product: z.enum(PRODUCT_SLUGS).nullable(),
  createdAt: z.string(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

export const ContactMessageIdParamsSchema = z.object({ messageId: idSchema('Onbekend bericht') });
export const ContactHandledInputSchema = z.object({ handled: z.boolean({ error: 'Kies behandeld of open' }) });

export const ContactListQuerySchema = z.object({
  status: z.enum(['open', 'behandeld', 'alle'], { error: 'Kies open, behandeld of alle' }).default('open'),
});

/** The subscription of one coffeeshop or venue (ADR 051). */
export const SubscriptionPlaceSchema = z.object({
  placeKind: z.enum(PLACE_KINDS, { error: 'Kies een coffeeshop of horecazaak' }),
  placeId: idSchema('Onbekende zaak'),
});

export const ChoosePlanInputSchema = SubscriptionPlaceSchema.extend({
  plan: z.enum(PLAN_IDS, { error: 'Kies een bestaand abonnement' }),
});
export type ChoosePlanInput = z.infer<typeof ChoosePlanInputSchema>;

export const MyBusinessPlanSchema = z.object({
  placeKind: z.enum(PLACE_KINDS),
  placeId: z.string(),
  placeName: z.string(),
  plaats: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  modules: z.array(z.enum(PRODUCT_SLUGS)),
  since: z.string().nullable(),
});
export type MyBusinessPlan = z.infer<typeof MyBusinessPlanSchema>;

export const InvoiceSchema = z.object({
  number: z.string(),
  plan: z.enum(PLAN_IDS),
  netCents: z.number().int(),
  vatCents: z.number().int(),
  totalCents: z.number().int(),
  provider: z.string(),
});
export const ChoosePlanResultSchema = z.object({ business: MyBusinessPlanSchema, invoice: InvoiceSchema });
export type ChoosePlanResult = z.infer<typeof ChoosePlanResultSchema>;

/** A business using a product, for `/admin/{product}` and `/{product}-coffeeshop-finder`. */
export const ProductUserSchema = z.object({
  placeKind: z.enum(PLACE_KINDS),
  placeId: z.string(),
  placeName: z.string(),
  plaats: z.string(),
  slug: z.string(),
  plan: z.enum(PLAN_IDS).nullable(),
  enabled: z.boolean(),
});
export type ProductUser = z.infer<typeof ProductUserSchema>;

export const ProductParamsSchema = z.object({ product: ProductSlugSchema });
export const ProductPlaceParamsSchema = ProductParamsSchema.extend({
  placeKind: z.enum(PLACE_KINDS, { error: 'Kies een coffeeshop of horecazaak' }),
  placeId: idSchema('Onbekende zaak'),
});
export const ProductToggleInputSchema = z.object({ enabled: z.boolean({ error: 'Kies aan of uit' }) });
