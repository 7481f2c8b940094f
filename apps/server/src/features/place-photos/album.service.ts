import { MAX_PLACE_PHOTOS, type PhotoAltInput, PhotoAltSchema, type PlacePhoto, reorderPhotos } from '@platform/core';
import type { ServiceContext } from '../../context.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../platform/errors.ts';
import { removeImage, storeImage } from '../../platform/images.ts';
import { withTransaction } from '../../platform/transaction.ts';

/*
 * The photo operations every album shares (ADR 033): a place's photos and an onboarding draft's. An album says who
 * may change it and where its list lives; the rules (limit, alt text, order, removing the files) are written once.
 */

/** The photos of one holder, read (and locked) inside a transaction, with the way to save a new list. */
export interface OpenAlbum {
  photos: PlacePhoto[];
  save(photos: PlacePhoto[], change: PhotoChange): Promise<void>;
}

export type PhotoChange = 'add' | 'alt' | 'order' | 'remove';

export interface Album {
  /** Checks the actor's right first (401/403/404), then reads the list; called with the transaction's context. */
  open(ctx: ServiceContext): Promise<OpenAlbum>;
  /** After a committed change: what must learn of it (the shop cache). */
  changed?(ctx: ServiceContext): Promise<void>;
}

export interface PhotoUpload {
  bytes: Buffer;
  alt: unknown;
}

const TOO_MANY = `Je kunt maximaal ${MAX_PLACE_PHOTOS} foto's toevoegen. Verwijder er eerst een.`;
const UNKNOWN = 'Deze foto bestaat niet.';

function altOf(value: unknown): string {
  const parsed = PhotoAltSchema.safeParse(value ?? '');
  if (parsed.success) return parsed.data;
  const message = parsed.error.issues[0]?.message ?? 'Vul een beschrijving in';
  throw new ValidationError(message, [{ path: ['alt'], message }]);
}

async function change<T>(ctx: ServiceContext, album: Album, work: (open: OpenAlbum) => Promise<T>): Promise<T> {
  const result = await withTransaction(ctx, async (tx) => work(await album.open(tx)));
  await album.changed?.(ctx);
  return result;
}

export async function listPhotos(ctx: ServiceContext, album: Album): Promise<PlacePhoto[]> {
  return (await album.open(ctx)).photos;
}

/**
 * Adds an uploaded photo at the end. The right and the limit are checked before the upload is read; the alt text
 * and the content (sniffed, not the name) before anything is stored. Refused in the transaction (another upload took
 * the last place meanwhile), the stored files are removed again.
 */
export async function addPhoto(ctx: ServiceContext, album: Album, read: () => Promise<PhotoUpload>): Promise<PlacePhoto[]> {
  if ((await album.open(ctx)).photos.length >= MAX_PLACE_PHOTOS) throw new ConflictError(TOO_MANY);
  const upload = await read();
  const alt = altOf(upload.alt);
  const image = await storeImage(ctx.storage, upload.bytes);
  const photo: PlacePhoto = { id: image.id, url: image.url, width: image.width, height: image.height, alt };
  let photos: PlacePhoto[];
  try {
    photos = await withTransaction(ctx, async (tx) => {
      const open = await album.open(tx);
      if (open.photos.length >= MAX_PLACE_PHOTOS) throw new ConflictError(TOO_MANY);
      const next = [...open.photos, photo];
      await open.save(next, 'add');
      return next;
    });
  } catch (error) {
    await removeImage(ctx.storage, image.id);
    throw error;
  }
  await album.changed?.(ctx);
  return photos;
}

export async function setPhotoAlt(
  ctx: ServiceContext,
  album: Album,
  photoId: string,
  input: PhotoAltInput,
): Promise<PlacePhoto[]> {
  return change(ctx, album, async (open) => {
    if (!open.photos.some((photo) => photo.id === photoId)) throw new NotFoundError(UNKNOWN);
    const photos = open.photos.map((photo) => (photo.id === photoId ? { ...photo, alt: altOf(input.alt) } : photo));
    await open.save(photos, 'alt');
    return photos;
  });
}

export async function orderPhotos(ctx: ServiceContext, album: Album, ids: string[]): Promise<PlacePhoto[]> {
  return change(ctx, album, async (open) => {
    const photos = reorderPhotos(open.photos, ids);
    if (!photos) {
      const message = 'Noem elke foto precies één keer in de nieuwe volgorde.';
      throw new ValidationError(message, [{ path: ['ids'], message }]);
    }
    await open.save(photos, 'order');
    return photos;
  });
}

/** Removes a photo; its files go once the change is committed, and only when this album uploaded them. */
export async function removePhoto(ctx: ServiceContext, album: Album, photoId: string): Promise<void> {
  const removed = await change(ctx, album, async (open) => {
    const photo = open.photos.find((item) => item.id === photoId);
    if (!photo) throw new NotFoundError(UNKNOWN);
    await open.save(
      open.photos.filter((item) => item.id !== photoId),
      'remove',
    );
    return photo;
  });
  // An upload's photo id is its image id; a URL carried over (ADR 033) may be shared, so its files stay.
  if (removed.url.startsWith(`/api/images/${removed.id}/`)) await removeImage(ctx.storage, removed.id);
}
