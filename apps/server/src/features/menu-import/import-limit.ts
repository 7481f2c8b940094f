import type { ServiceContext } from '../../context.ts';
import { TooManyRequestsError } from '../../platform/errors.ts';
import { countHit } from '../horeca/index.ts';

/** Parses and jobs per hour: anonymous per address (the demo), signed-in per account. */
export interface ImportLimits {
  anonymousPerHour: number;
  userPerHour: number;
}

export const DEFAULT_IMPORT_LIMITS: ImportLimits = { anonymousPerHour: 30, userPerHour: 200 };
export const TOO_MANY_IMPORTS = "Je hebt in korte tijd te veel menu's laten lezen. Probeer het over een uur opnieuw.";

export async function checkImportLimit(ctx: ServiceContext, address: string, limits: ImportLimits, now = Date.now()) {
  const key = ctx.actor ? `menu-import:user:${ctx.actor.user.id}` : `menu-import:ip:${address}`;
  const limit = ctx.actor ? limits.userPerHour : limits.anonymousPerHour;
  if ((await countHit(ctx.db, key, 3600, now)) > limit) throw new TooManyRequestsError(TOO_MANY_IMPORTS);
}
