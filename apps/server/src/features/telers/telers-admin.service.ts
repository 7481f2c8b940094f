import { isId, slugify, type TelerAdmin, type TelerInput } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError } from '../../platform/errors.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { recordAudit } from '../audit/index.ts';
import * as q from './telers.queries.ts';

/** Every column the grower manager edits, plus the derived verification status. */
function toAdmin(row: q.TelerRow): TelerAdmin {
  const { createdAt: _created, updatedAt: _updated, gemeente: _gemeente, ...fields } = row;
  return fields;
}

async function assertFreeSlug(ctx: ServiceContext, slug: string, ownId?: string) {
  const taken = await q.selectIdBySlug(ctx.db, slug);
  if (taken && taken !== ownId) throw new ConflictError('Er bestaat al een teler met deze naam.');
}

export async function listAllTelers(ctx: ServiceContext) {
  requireRole(ctx, 'admin');
  return (await q.selectAllTelers(ctx.db)).map(toAdmin);
}

export async function createTeler(ctx: ServiceContext, input: TelerInput) {
  const admin = requireRole(ctx, 'admin');
  const slug = slugify(input.naam);
  await assertFreeSlug(ctx, slug);
  const row = await withTransaction(ctx, async (tx) => {
    const teler = await q.insertTeler(tx.db, {
      ...input,
      slug,
      gemeente: input.plaats,
      verificationStatus: input.geverifieerd ? 'verified' : 'pending',
    });
    await recordAudit(tx.db, { actorId: admin.user.id, action: 'teler.create', targetType: 'teler', targetId: teler.id });
    return teler;
  });
  return toAdmin(row);
}

export async function updateTeler(ctx: ServiceContext, id: string, input: TelerInput) {
  const admin = requireRole(ctx, 'admin');
  const slug = slugify(input.naam);
  await assertFreeSlug(ctx, slug, id);
  if (!isId(id)) throw new NotFoundError('Deze teler bestaat niet.');
  const row = await withTransaction(ctx, async (tx) => {
    const updated = await q.updateTeler(tx.db, id, {
      ...input,
      slug,
      gemeente: input.plaats,
      verificationStatus: input.geverifieerd ? 'verified' : 'pending',
    });
    if (!updated) throw new NotFoundError('Deze teler bestaat niet.');
    await recordAudit(tx.db, { actorId: admin.user.id, action: 'teler.update', targetType: 'teler', targetId: id });
    return updated;
  });
  return toAdmin(row);
}
