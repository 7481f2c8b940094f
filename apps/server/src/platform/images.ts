import { randomUUID } from 'node:crypto';
import { IMAGE_PRESETS, type ImagePreset } from '@platform/core';
import sharp from 'sharp';
import { AppError } from './errors.ts';
import type { Storage } from './storage.ts';

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);

export class UnsupportedImageError extends AppError {
  constructor() {
    super(415, 'UNSUPPORTED_MEDIA_TYPE', 'Alleen JPEG-, PNG- of WebP-afbeeldingen zijn toegestaan.');
  }
}

export interface StoredImage {
  id: string;
  /** The card preset; every other preset is stored beside it (`photoUrl`). */
  url: string;
  width: number;
  height: number;
}

/** Removes every preset of an image stored by `storeImage`. */
export function removeImage(storage: Storage, id: string): Promise<void> {
  return storage.remove(`images/${id}`);
}

/**
 * Stores an uploaded image as WebP in every preset size. The type comes from
 * the content (sharp reads the header), never from the name or the browser's claim.
 */
export async function storeImage(storage: Storage, upload: Buffer): Promise<StoredImage> {
  const meta = await sharp(upload)
    .metadata()
    .catch(() => null);
  if (!meta?.format || !ACCEPTED_FORMATS.has(meta.format)) throw new UnsupportedImageError();
  const id = randomUUID();
  for (const [preset, size] of Object.entries(IMAGE_PRESETS) as Array<[ImagePreset, (typeof IMAGE_PRESETS)[ImagePreset]]>) {
    const webp = await sharp(upload)
      .rotate()
      .resize(size.width, size.height, { fit: 'cover' })
      .webp({ quality: size.quality })
      .toBuffer();
    await storage.put(`images/${id}/${preset}.webp`, webp);
  }
  // The original's size as people see it, after its EXIF rotation.
  return { id, url: `/api/images/${id}/card.webp`, width: meta.autoOrient.width, height: meta.autoOrient.height };
}
