import { MAX_DOCUMENT_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './verification.handlers.ts';
import * as r from './verification.routes.ts';

export { defineDocumentRetention, purgeExpiredDocuments, RETENTION_JOB } from './retention.ts';

export function verificationRouter() {
  const router = createRouter();
  router.use('/api/verification/documents', uploadBodyLimit(MAX_DOCUMENT_BYTES));
  return router
    .openapi(r.myVerificationRoute, h.myVerification)
    .openapi(r.uploadDocumentRoute, h.uploadDocument)
    .openapi(r.documentFileRoute, h.documentFile)
    .openapi(r.queueRoute, h.queue)
    .openapi(r.decideRoute, h.decide);
}
