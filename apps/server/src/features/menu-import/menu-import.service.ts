import {
  computeMenuDiff,
  type DiffOptions,
  hasRole,
  type MenuApplyInput,
  type MenuApplyResult,
  type MenuDiff,
  type MenuDiffInput,
  type MenuImportHistory,
  type MenuImportHistoryQuery,
  type MenuImportKind,
  type ParseResult,
  type ParseTextInput,
  parseMenuText,
  productCategoryFor,
} from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, ValidationError } from '../../platform/errors.ts';
import { requireModule } from '../../platform/modules.ts';
import { auditAdminPlaceChange, requirePlaceAccess } from '../../platform/place-access.ts';
import { publishShopChange } from '../../platform/shop-cache.ts';
import { withTransaction } from '../../platform/transaction.ts';
import { extractMenu } from './extract/extract.ts';
import { withMenuRead } from './job-slots.ts';
import * as q from './menu-import.queries.ts';
import { checkItems, currentItems, type PlaceWriter, shopWriter, venueWriter } from './place-menu.ts';

/*
 * Menu import (issue 18): parse (anyone, rate limited in the handler), diff and apply (whoever may manage the
 * place's menu), history (owners and managers their own places, admins all). A parse never saves anything.
 */

export const STALE_DIFF = 'Het menu is intussen gewijzigd. Vergelijk het opnieuw en kies opnieuw wat je overneemt.';

/** Pasted text into items. */
export function parseText(input: ParseTextInput): ParseResult {
  return parseMenuText(input.text, { kind: input.kind });
}

/** An uploaded file into items, in one go (the quick path; large files go through a job), in a read slot like a job (ADR 060). */
export function parseFile(bytes: Buffer, fileName: string, kind: MenuImportKind): Promise<ParseResult> {
  return withMenuRead(() => extractMenu(bytes, fileName, kind));
}

/** A shop's products have four categories: a heading counts as the same when it maps to the product's one. */
function diffOptions(placeType: MenuDiffInput['placeType']): DiffOptions {
  return placeType === 'coffeeshop'
    ? { sameCategory: (current, heading, name) => current === productCategoryFor(heading, name) }
    : {};
}

async function placeAccess(ctx: ServiceContext, placeType: MenuDiffInput['placeType'], placeId: string) {
  const access = await requirePlaceAccess(ctx, placeType, placeId, 'menu');
  await requireModule(ctx, placeType, access.place.id, 'menu-import');
  return access;
}

export async function diff(ctx: ServiceContext, input: MenuDiffInput): Promise<MenuDiff> {
  await placeAccess(ctx, input.placeType, input.placeId);
  return {
    entries: computeMenuDiff(
      await currentItems(ctx.db, input.placeType, input.placeId),
      input.items,
      diffOptions(input.placeType),
    ),
  };
}

/** Writes the import in one transaction: all of it, or nothing. */
export async function apply(ctx: ServiceContext, input: MenuApplyInput): Promise<MenuApplyResult> {
  const access = await placeAccess(ctx, input.placeType, input.placeId);
  const actor = access.actor;
  const job = input.jobId ? await q.selectJob(ctx.db, input.jobId) : null;
  if (input.jobId && (!job || (job.userId !== null && job.userId !== actor.user.id))) {
    throw new ValidationError('Onbekende importtaak', [{ path: ['jobId'], message: 'Onbekende importtaak' }]);
  }
  const result = await withTransaction(ctx, async (tx) => {
    const current = await currentItems(tx.db, input.placeType, input.placeId);
    const writer: PlaceWriter =
      input.placeType === 'coffeeshop' ? await shopWriter(tx.db, input.placeId) : await venueWriter(tx.db, input.placeId);
    let created = 0;
    let updated = 0;
    let removed = 0;
    if (input.mode === 'new') {
      checkItems(input.items, input.placeType);
      await writer.remove(current.map((item) => item.id));
      removed = current.length;
      for (const item of input.items) await writer.create(item);
      created = input.items.length;
    } else {
      const entries = computeMenuDiff(current, input.items, diffOptions(input.placeType));
      const keys = new Set(entries.map((entry) => entry.key));
      const unknown = (input.accept ?? []).filter((key) => !keys.has(key));
      if (unknown.length > 0) throw new ConflictError(STALE_DIFF);
      const accepted = new Set(
        input.accept ?? entries.filter((entry) => entry.status === 'new' || entry.status === 'changed').map((entry) => entry.key),
      );
      const chosen = entries.filter((entry) => accepted.has(entry.key) && entry.status !== 'same');
      checkItems(
        chosen.flatMap((entry) => (entry.incoming && entry.status !== 'gone' ? [entry.incoming] : [])),
        input.placeType,
      );
      const gone: string[] = [];
      for (const entry of chosen) {
        if (entry.status === 'new' && entry.incoming) {
          await writer.create(entry.incoming);
          created += 1;
        } else if (entry.status === 'changed' && entry.incoming && entry.current) {
          await writer.update(entry.current.id, entry.incoming, new Set(entry.changes ?? []));
          updated += 1;
        } else if (entry.status === 'gone' && entry.current) gone.push(entry.current.id);
      }
      await writer.remove(gone);
      removed = gone.length;
    }
    await writer.finish({ created, updated, removed });
    const counts = { parsed: input.items.length, created, updated, removed, outcome: 'applied' as const };
    const history = job ? await q.selectImportOfJob(tx.db, job.id) : null;
    let importId: string;
    if (history && history.placeId === input.placeId && history.placeType === input.placeType) {
      await q.updateImport(tx.db, history.id, counts);
      importId = history.id;
    } else {
      importId = await q.insertImport(tx.db, {
        userId: actor.user.id,
        placeType: input.placeType,
        placeId: input.placeId,
        jobId: job?.id ?? null,
        sourceType: job?.sourceType ?? input.source?.type ?? 'text',
        fileName: job?.fileName ?? input.source?.fileName ?? null,
        ...counts,
      });
    }
    return { importId, created, updated, removed };
  });
  const details = {
    change: 'menu_import',
    mode: input.mode,
    created: result.created,
    updated: result.updated,
    removed: result.removed,
  };
  await auditAdminPlaceChange(
    ctx,
    input.placeType,
    access,
    input.placeType === 'coffeeshop' ? 'shop.menu' : 'venue.menu',
    details,
  );
  if (input.placeType === 'coffeeshop') await publishShopChange(ctx, input.placeId);
  return result;
}

export async function history(ctx: ServiceContext, query: MenuImportHistoryQuery): Promise<MenuImportHistory> {
  const actor = requireLogin(ctx);
  const rows = await q.selectImports(ctx.db, hasRole(actor.role, 'admin') ? null : actor.user.id, query);
  return {
    imports: rows.map((row) => ({
      id: row.id,
      createdAt: row.createdAt.toISOString(),
      user: { id: row.userId, name: row.userName },
      place: { type: row.placeType, id: row.placeId, name: row.shopName ?? row.venueName ?? '' },
      source: { type: row.sourceType, ...(row.fileName ? { fileName: row.fileName } : {}) },
      counts: { parsed: row.parsed, created: row.created, updated: row.updated, removed: row.removed },
      outcome: row.outcome,
    })),
  };
}
