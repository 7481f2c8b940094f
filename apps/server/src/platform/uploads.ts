import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { PayloadTooLargeError, ValidationError } from './errors.ts';

/** Refuses a request body larger than the file limit (plus room for the multipart envelope) before reading it. */
export function uploadBodyLimit(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes + 64 * 1024,
    onError: () => {
      throw new PayloadTooLargeError();
    },
  });
}

/** The multipart form of an upload with its `file` field read into memory; a Dutch 422 without a file, 413 when too large. */
export async function readUpload(c: Context, maxBytes: number, missingMessage: string) {
  const form = await c.req.formData().catch(() => null);
  const file = form?.get('file');
  if (!form || !(file instanceof File)) throw new ValidationError(missingMessage, [{ path: ['file'], message: missingMessage }]);
  if (file.size > maxBytes) throw new PayloadTooLargeError();
  return { form, file, bytes: Buffer.from(await file.arrayBuffer()) };
}
