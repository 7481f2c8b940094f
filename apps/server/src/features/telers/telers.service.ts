import { publicTelerView, slugify, type TelerOption, type TelerPublic } from '@platform/core';
import { and, asc, eq } from 'drizzle-orm';
import type { ServiceContext } from '../../context.ts';
import { telers } from '../../db/schema/index.ts';
import { NotFoundError } from '../../platform/errors.ts';

export function listTelerOptions(ctx: ServiceContext): Promise<TelerOption[]> {
  return ctx.db
    .select({ id: telers.id, naam: telers.naam, plaats: telers.plaats, designatedGrower: telers.designatedGrower })
    .from(telers)
    .where(eq(telers.actief, true))
    .orderBy(asc(telers.naam));
}

function toPublic(row: typeof telers.$inferSelect): TelerPublic {
  return publicTelerView({
    ...row,
    plaatsSlug: row.plaats ? slugify(row.plaats) : null,
  });
}

export async function listTelers(ctx: ServiceContext, plaatsSlug: string | undefined): Promise<TelerPublic[]> {
  const rows = await ctx.db.select().from(telers).where(eq(telers.actief, true)).orderBy(asc(telers.naam));
  return rows.map(toPublic).filter((teler) => !plaatsSlug || teler.plaatsSlug === plaatsSlug);
}

export async function getTeler(ctx: ServiceContext, slug: string): Promise<TelerPublic> {
  const [row] = await ctx.db
    .select()
    .from(telers)
    .where(and(eq(telers.slug, slug), eq(telers.actief, true)));
  if (!row) throw new NotFoundError('Deze teler bestaat niet (meer).');
  return toPublic(row);
}
