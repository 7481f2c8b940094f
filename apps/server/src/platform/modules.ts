import { decideModule, ERROR_CODES, isReadOnlyRole, type ModuleDecision, PLAN_IDS, type ProductSlug } from '@platform/core';
import { and, eq } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { placeSubscriptions } from '../db/schema/index.ts';
import { AppError, ForbiddenError } from './errors.ts';
import type { PlaceKind } from './place-access.ts';
import { readSettings } from './settings.ts';

/** 403 with its own code, so the web shows the upgrade card (plan and link) instead of a plain error. */
export class ModuleNotInPlanError extends AppError {
  constructor(message: string) {
    super(403, ERROR_CODES.moduleNotInPlan, message);
  }
}

/**
 * Plans enforcement (ADR 058): may this place use this module? Call it on a module service's first lines, after
 * the place-access check (a stranger learns nothing about a place's plan), so each module page is one line:
 * `await requireModule(ctx, kind, placeId, 'personeelsplanner')`.
 * - an admin's platform switch off: refused for everyone;
 * - demo accounts keep their demo: they read every module of the demo places (they cannot write anyway);
 * - otherwise the place's subscription must hold the module, else 403 naming the plan needed and `/abonnementen`.
 */
export async function requireModule(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
  kind: PlaceKind,
  placeId: string,
  slug: ProductSlug,
): Promise<void> {
  const decision = await moduleDecision(ctx, kind, placeId, slug);
  if (decision.allowed) return;
  throw decision.reason === 'switched_off' ? new ForbiddenError(decision.message) : new ModuleNotInPlanError(decision.message);
}

/** The same rule without refusing: for lists that leave out the places without the module. */
export async function placeHasModule(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
  kind: PlaceKind,
  placeId: string,
  slug: ProductSlug,
): Promise<boolean> {
  return (await moduleDecision(ctx, kind, placeId, slug)).allowed;
}

async function moduleDecision(
  ctx: Pick<ServiceContext, 'db' | 'actor'>,
  kind: PlaceKind,
  placeId: string,
  slug: ProductSlug,
): Promise<ModuleDecision> {
  const settings = await readSettings(ctx.db);
  if (settings.modules[slug] !== false && isReadOnlyRole(ctx.actor?.role)) return { allowed: true };
  const [row] = await ctx.db
    .select({ plan: placeSubscriptions.plan, modules: placeSubscriptions.modules })
    .from(placeSubscriptions)
    .where(and(eq(placeSubscriptions.placeKind, kind), eq(placeSubscriptions.placeId, placeId)));
  const plan = PLAN_IDS.find((id) => id === row?.plan) ?? null;
  return decideModule(slug, row ? { plan, modules: row.modules } : null, settings.modules);
}
