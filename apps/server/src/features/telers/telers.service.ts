import type { TelerOption } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { telers } from '../../db/schema/index.ts';

export function listTelerOptions(ctx: ServiceContext): Promise<TelerOption[]> {
  return ctx.db
    .select({ id: telers.id, naam: telers.naam, plaats: telers.plaats, designatedGrower: telers.designatedGrower })
    .from(telers)
    .where(eq(telers.actief, true))
    .orderBy(asc(telers.naam));
}
