import { publicTelerView, slugify, type TelerOption, type TelerPublic } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import * as q from './telers.queries.ts';

export function listTelerOptions(ctx: ServiceContext): Promise<TelerOption[]> {
  return q.selectTelerOptions(ctx.db);
}

function toPublic(row: q.TelerRow): TelerPublic {
  return publicTelerView({
    ...row,
    plaatsSlug: row.plaats ? slugify(row.plaats) : null,
  });
}

export async function listTelers(ctx: ServiceContext, plaatsSlug: string | undefined): Promise<TelerPublic[]> {
  const rows = await q.selectActiveTelers(ctx.db);
  return rows.map(toPublic).filter((teler) => !plaatsSlug || teler.plaatsSlug === plaatsSlug);
}

export async function getTeler(ctx: ServiceContext, slug: string): Promise<TelerPublic> {
  const row = await q.selectActiveTelerBySlug(ctx.db, slug);
  if (!row) throw new NotFoundError('Deze teler bestaat niet (meer).');
  return toPublic(row);
}
