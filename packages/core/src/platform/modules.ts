import { findPlan, findProduct, PLAN_IDS, type PlanId, type ProductSlug } from '../marketing/catalogue.ts';

/** Where a business chooses or changes its plan (ADR 051); every refusal for a missing module links here. */
export const PLANS_PATH = '/abonnementen';

/** What a module check knows of a place: its plan and the modules switched on for it (`place_subscriptions`). */
export interface PlaceModules {
  plan: PlanId | null;
  modules: readonly string[];
}

export type ModuleDecision =
  | { allowed: true }
  | { allowed: false; reason: 'switched_off' | 'not_in_plan'; message: string; requiredPlan: PlanId };

/** The Dutch refusal when a place's plan lacks a module: names the plan it needs and links to the plans page. */
export function moduleNotInPlanMessage(slug: ProductSlug): string {
  const product = findProduct(slug);
  const plan = findPlan(product?.plan ?? 'compleet');
  return `${product?.name ?? slug} zit niet in het abonnement van deze zaak. Je hebt minstens het abonnement ${plan.name} nodig: kies het op ${PLANS_PATH}.`;
}

/** The Dutch refusal when an admin has switched a module off for the whole platform. */
export function moduleSwitchedOffMessage(slug: ProductSlug): string {
  return `${findProduct(slug)?.name ?? slug} staat tijdelijk uit op het hele platform. Probeer het later opnieuw.`;
}

/**
 * May a place use a module (ADR 058)? The platform switch comes first (an admin may take a module off for everyone),
 * then the place's modules: those of its plan plus any an admin switched on for it. No subscription: no modules.
 */
export function decideModule(
  slug: ProductSlug,
  place: PlaceModules | null,
  platformModules: Readonly<Record<ProductSlug, boolean>>,
): ModuleDecision {
  const requiredPlan = findProduct(slug)?.plan ?? PLAN_IDS[PLAN_IDS.length - 1] ?? 'compleet';
  if (platformModules[slug] === false) {
    return { allowed: false, reason: 'switched_off', message: moduleSwitchedOffMessage(slug), requiredPlan };
  }
  if (place?.modules.includes(slug)) return { allowed: true };
  return { allowed: false, reason: 'not_in_plan', message: moduleNotInPlanMessage(slug), requiredPlan };
}
