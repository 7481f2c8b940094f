import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './images.handlers.ts';
import * as r from './images.routes.ts';

export function imagesRouter() {
  const router = createRouter();
  // The size limit applies before the body is read, so it comes before each upload route.
  router.use(r.UPLOAD_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  router.openapi(r.uploadRoute, h.upload);
  router.use(r.ADMIN_UPLOAD_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  router.openapi(r.adminUploadRoute, h.adminUpload);
  router.get(r.PRESET_PATH, h.preset);
  return router;
}
