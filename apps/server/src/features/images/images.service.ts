import { IMAGE_PRESETS, isId } from '@platform/core';
import { requireRole } from '../../auth/guards.ts';
import type { ServiceContext } from '../../context.ts';
import { NotFoundError } from '../../platform/errors.ts';
import { storeImage } from '../../platform/images.ts';
import { requireShopAccess } from '../coffeeshops/index.ts';

const PRESET_FILE = new RegExp(`^(${Object.keys(IMAGE_PRESETS).join('|')})\\.webp$`);

/** A product photo for a shop this user manages; the upload is read only after the access check. */
export async function storeShopImage(ctx: ServiceContext, coffeeshopId: string, read: () => Promise<Buffer>) {
  await requireShopAccess(ctx, coffeeshopId, 'menu');
  return storeImage(ctx.storage, await read());
}

/** A grower's logo, hero or gallery image (admins). */
export async function storeAdminImage(ctx: ServiceContext, read: () => Promise<Buffer>) {
  requireRole(ctx, 'admin');
  return storeImage(ctx.storage, await read());
}

/** The bytes of one stored preset; anything else is not found. */
export async function readPreset(ctx: ServiceContext, id: string, file: string) {
  if (!isId(id) || !PRESET_FILE.test(file)) throw new NotFoundError('Deze afbeelding bestaat niet.');
  const body = await ctx.storage.get(`images/${id}/${file}`);
  if (!body) throw new NotFoundError('Deze afbeelding bestaat niet.');
  return body;
}
