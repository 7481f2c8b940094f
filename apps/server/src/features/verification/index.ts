import { DocumentKindSchema, MAX_DOCUMENT_BYTES } from '@platform/core';
import { requireLogin } from '../../auth/guards.ts';
import { serviceContext } from '../../context.ts';
import { ValidationError } from '../../platform/errors.ts';
import type { Mailer } from '../../platform/mail.ts';
import { createRouter } from '../../platform/openapi.ts';
import type { Storage } from '../../platform/storage.ts';
import { readUpload, uploadBodyLimit } from '../../platform/uploads.ts';
import { decideRoute, documentFileRoute, myVerificationRoute, queueRoute, uploadDocumentRoute } from './verification.routes.ts';
import { decideDocument, myVerification, openDocument, uploadDocument, verificationQueue } from './verification.service.ts';

export { defineDocumentRetention, purgeExpiredDocuments, RETENTION_JOB } from './retention.ts';

export function verificationRouter({ storage, mailer }: { storage: Storage; mailer: Mailer }) {
  const router = createRouter();
  router.use('/api/verification/documents', uploadBodyLimit(MAX_DOCUMENT_BYTES));
  return router
    .openapi(myVerificationRoute, async (c) => c.json(await myVerification(serviceContext(c)), 200))
    .openapi(uploadDocumentRoute, async (c) => {
      const ctx = serviceContext(c);
      requireLogin(ctx); // before reading the body: anonymous is 401, not 422
      const { form, bytes } = await readUpload(c, MAX_DOCUMENT_BYTES, 'Kies een bestand');
      const kind = DocumentKindSchema.safeParse(form.get('kind'));
      if (!kind.success) {
        const message = kind.error.issues[0]?.message ?? 'Kies een documentsoort';
        throw new ValidationError(message, [{ path: ['kind'], message }]);
      }
      return c.json(await uploadDocument(ctx, storage, { kind: kind.data, bytes }), 201);
    })
    .openapi(documentFileRoute, async (c) => {
      const file = await openDocument(serviceContext(c), storage, c.req.valid('param').id);
      // Private: never cached by the browser or a proxy, shown inline, not sniffed into another type.
      return c.body(new Uint8Array(file.body), 200, {
        'Content-Type': file.mimeType,
        'Cache-Control': 'private, no-store',
        'Content-Disposition': 'inline',
      });
    })
    .openapi(queueRoute, async (c) => c.json(await verificationQueue(serviceContext(c), c.req.valid('query').status), 200))
    .openapi(decideRoute, async (c) =>
      c.json(await decideDocument(serviceContext(c), mailer, c.req.valid('param').id, c.req.valid('json')), 200),
    );
}
