import { z } from 'zod';
import { PLAN_IDS, PRODUCT_SLUGS } from './catalogue.ts';

export const PlanIdSchema = z.enum(PLAN_IDS, { error: 'Kies een bestaand abonnement' });
export const ProductSlugSchema = z.enum(PRODUCT_SLUGS, { error: 'Dit product bestaat niet' });
