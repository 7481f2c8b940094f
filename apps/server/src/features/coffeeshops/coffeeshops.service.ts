import type { CoffeeshopOption } from '@platform/core';
import { asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { coffeeshops } from '../../db/schema/index.ts';

/** Public: a name and a town are not advertising, so anyone may list them. */
export function listCoffeeshopOptions(ctx: ServiceContext): Promise<CoffeeshopOption[]> {
  return ctx.db
    .select({ id: coffeeshops.id, name: coffeeshops.name, plaats: coffeeshops.plaats })
    .from(coffeeshops)
    .where(eq(coffeeshops.active, true))
    .orderBy(asc(coffeeshops.plaats), asc(coffeeshops.name));
}
