import { DocumentKindSchema, MAX_DOCUMENT_BYTES } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import { serviceContext } from '../../context.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { Handler } from '../../platform/openapi.ts';
import { readUpload } from '../../platform/uploads.ts';
import type * as routes from './verification.routes.ts';
import * as verification from './verification.service.ts';

export const myVerification: Handler<typeof routes.myVerificationRoute> = async (c) =>
  c.json(await verification.myVerification(serviceContext(c)), 200);

export const uploadDocument: Handler<typeof routes.uploadDocumentRoute> = async (c) => {
  const ctx = serviceContext(c);
  requireLogin(ctx); // before reading the body: anonymous is 401, not 422
  const { form, bytes } = await readUpload(c, MAX_DOCUMENT_BYTES, 'Kies een bestand');
  const kind = DocumentKindSchema.safeParse(form.get('kind'));
  if (!kind.success) {
    const message = kind.error.issues[0]?.message ?? 'Kies een documentsoort';
    throw new ValidationError(message, [{ path: ['kind'], message }]);
  }
  return c.json(await verification.uploadDocument(ctx, { kind: kind.data, bytes }), 201);
};

export const documentFile: Handler<typeof routes.documentFileRoute> = async (c) => {
  const file = await verification.openDocument(serviceContext(c), c.req.valid('param').id);
  // Private: never cached by the browser or a proxy, shown inline, not sniffed into another type.
  return c.body(new Uint8Array(file.body), 200, {
    'Content-Type': file.mimeType,
    'Cache-Control': 'private, no-store',
    'Content-Disposition': 'inline',
  });
};

export const queue: Handler<typeof routes.queueRoute> = async (c) =>
  c.json(await verification.verificationQueue(serviceContext(c), c.req.valid('query').status), 200);

export const decide: Handler<typeof routes.decideRoute> = async (c) =>
  c.json(await verification.decideDocument(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 200);
