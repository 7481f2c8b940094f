import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as h from './place-photos.handlers.ts';
import * as r from './place-photos.routes.ts';

/** Photos of shops and venues, one feature for both brands (ADR 033). */
export function placePhotosRouter() {
  const router = createRouter();
  // The size limit applies before the body is read.
  router.use(r.UPLOAD_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  return router
    .openapi(r.listPhotosRoute, h.list)
    .openapi(r.uploadPhotoRoute, h.upload)
    .openapi(r.photoOrderRoute, h.order)
    .openapi(r.photoAltRoute, h.alt)
    .openapi(r.removePhotoRoute, h.remove);
}

/** For onboarding drafts: the same operations on another album. */
export { type Album, addPhoto, orderPhotos, removePhoto, setPhotoAlt } from './album.service.ts';
export { readPhotoUpload } from './photo-upload.ts';
export { savePlacePhotos } from './place-photos.queries.ts';
