import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { TEST_ORIGIN, type TestApp } from '../../test/test-app.ts';

/** A small PNG made on the spot, `width` × `height`. */
export async function png(width = 40, height = 30): Promise<Uint8Array> {
  return new Uint8Array(
    await sharp({ create: { width, height, channels: 3, background: '#f97316' } })
      .png()
      .toBuffer(),
  );
}

/** Posts `body` as the `file` of a multipart form (with an optional `alt`) to `pathname`. */
export function uploadTo(t: TestApp, pathname: string, body: Uint8Array, cookie?: string, alt?: string, name = 'foto.png') {
  const form = new FormData();
  form.append('file', new File([body], name, { type: 'image/png' }));
  if (alt !== undefined) form.append('alt', alt);
  return t.app.request(pathname, {
    method: 'POST',
    body: form,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });
}

/** How many images are stored under DATA_DIR/uploads/images. */
export async function storedImages(t: TestApp): Promise<number> {
  return readdir(path.join(t.config.dataDir, 'uploads', 'images')).then(
    (entries) => entries.length,
    () => 0,
  );
}
