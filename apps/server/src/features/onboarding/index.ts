import { MAX_IMAGE_BYTES } from '@platform/core';
import { createRouter } from '../../platform/openapi.ts';
import { uploadBodyLimit } from '../../platform/uploads.ts';
import * as photos from './draft-photos.handlers.ts';
import * as pr from './draft-photos.routes.ts';
import * as h from './onboarding.handlers.ts';
import * as r from './onboarding.routes.ts';

/** Businesses onboard themselves; admins review (issue 16, ADR 032). */
export function onboardingRouter() {
  const router = createRouter();
  // The photo upload's size limit applies before the body is read.
  router.use(pr.DRAFT_UPLOAD_PATH, uploadBodyLimit(MAX_IMAGE_BYTES));
  return router
    .openapi(pr.uploadDraftPhotoRoute, photos.upload)
    .openapi(pr.draftPhotoOrderRoute, photos.order)
    .openapi(pr.draftPhotoAltRoute, photos.alt)
    .openapi(pr.removeDraftPhotoRoute, photos.remove)
    .openapi(r.myApplicationRoute, h.myApplication)
    .openapi(r.saveStepRoute, h.saveStep)
    .openapi(r.submitRoute, h.submit)
    .openapi(r.townsRoute, h.towns)
    .openapi(r.claimableRoute, h.claimable)
    .openapi(r.claimRoute, h.claim)
    .openapi(r.myHorecaApplicationRoute, h.myHorecaApplication)
    .openapi(r.saveHorecaStepRoute, h.saveHorecaStep)
    .openapi(r.submitHorecaRoute, h.submitHoreca)
    .openapi(r.queueRoute, h.queue)
    .openapi(r.decideRoute, h.decide);
}
