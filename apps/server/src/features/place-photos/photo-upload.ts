import { MAX_IMAGE_BYTES } from '@platform/core';
import type { Context } from 'hono';
import { readUpload } from '../../platform/uploads.ts';
import type { PhotoUpload } from './album.service.ts';

/** The multipart form of a photo upload: `file` (read only when the service asks) and the optional `alt`. */
export const readPhotoUpload = (c: Context) => async (): Promise<PhotoUpload> => {
  const { form, bytes } = await readUpload(c, MAX_IMAGE_BYTES, 'Kies een foto');
  const alt = form.get('alt');
  return { bytes, alt: typeof alt === 'string' ? alt : '' };
};
