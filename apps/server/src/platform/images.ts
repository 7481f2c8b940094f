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

/**
 * Stores an uploaded image as WebP in every preset size. The type comes from
 * the content (sharp reads the header), never from the name or the browser's claim.
 */
export async function storeImage(storage: Storage, upload: Buffer): Promise<{ id: string; url: string }> {
  const format = await sharp(upload)
    .metadata()
    .then((meta) => meta.format)
    .catch(() => null);
  if (!format || !ACCEPTED_FORMATS.has(format)) throw new UnsupportedImageError();
  const id = randomUUID();
  for (const [preset, size] of Object.entries(IMAGE_PRESETS) as Array<[ImagePreset, (typeof IMAGE_PRESETS)[ImagePreset]]>) {
    const webp = await sharp(upload)
      .rotate()
      .resize(size.width, size.height, { fit: 'cover' })
      .webp({ quality: size.quality })
      .toBuffer();
    await storage.put(`images/${id}/${preset}.webp`, webp);
  }
  return { id, url: `/api/images/${id}/card.webp` };
}
