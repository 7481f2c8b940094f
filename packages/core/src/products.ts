import { z } from 'zod';
import { idSchema } from './ids.ts';
import { DEFAULT_CATEGORY, DEFAULT_PRODUCT_TYPE, PRODUCT_CATEGORIES, PRODUCT_TYPES } from './product-rules.ts';

export const ProductCategorySchema = z.enum(PRODUCT_CATEGORIES, { error: 'Kies een categorie: bloem, hasj, preroll of edible' });
export const ProductTypeSchema = z.enum(PRODUCT_TYPES, { error: 'Kies indica, sativa of hybrid' });

const Price = z
  .number({ error: 'Prijs moet een getal zijn' })
  .positive('Prijs moet groter dan 0 zijn')
  .max(10_000, 'Prijs mag maximaal € 10.000 zijn')
  .multipleOf(0.01, 'Prijs mag maximaal 2 decimalen hebben');
const Percentage = (label: string) =>
  z
    .number({ error: `${label} moet een getal zijn` })
    .min(0, `${label} kan niet negatief zijn`)
    .max(45, `${label} mag maximaal 45% zijn`);

export const SizeLabelSchema = z.string().trim().min(1, 'Maat is verplicht').max(12, 'Maat mag maximaal 12 tekens hebben');

/**
 * The product's fields without defaults: the base of both the create schema
 * (which fills defaults) and the patch schema (where an absent field means unchanged).
 */
const productFields = {
  naam: z.string({ error: 'Naam is verplicht' }).trim().min(1, 'Naam is verplicht').max(80, 'Naam mag maximaal 80 tekens hebben'),
  prijzen: z.record(SizeLabelSchema, Price).refine((prices) => Object.keys(prices).length > 0, 'Geef minimaal één prijs op'),
  voorraad: z
    .number({ error: 'Voorraad moet een getal zijn' })
    .int('Voorraad moet een heel getal zijn')
    .min(0, 'Voorraad kan niet negatief zijn'),
  category: ProductCategorySchema,
  type: ProductTypeSchema,
  telerId: idSchema('Kies een teler uit de lijst').nullable(),
  thc: Percentage('THC').nullable(),
  cbd: Percentage('CBD').nullable(),
  foto: z.string().max(500).nullable(),
  actief: z.boolean(),
  quantities: z.array(SizeLabelSchema),
  preRolledOptions: z.array(z.string().trim().min(1).max(40)),
};

export const ProductInputSchema = z.object({
  ...productFields,
  category: productFields.category.default(DEFAULT_CATEGORY),
  type: productFields.type.default(DEFAULT_PRODUCT_TYPE),
  telerId: productFields.telerId.default(null),
  thc: productFields.thc.default(null),
  cbd: productFields.cbd.default(null),
  foto: productFields.foto.default(null),
  actief: productFields.actief.default(true),
  quantities: productFields.quantities.default([]),
  preRolledOptions: productFields.preRolledOptions.default([]),
});
export type ProductInput = z.infer<typeof ProductInputSchema>;

/**
 * A change to a product (PATCH): only the fields sent change; an absent field
 * stays as it is (no defaults here, or an inline edit would reset type, THC, CBD and teler).
 */
export const ProductPatchSchema = z.object(productFields).partial();
export type ProductPatch = z.infer<typeof ProductPatchSchema>;
