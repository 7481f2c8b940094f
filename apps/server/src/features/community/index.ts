import { createRouter } from '../../platform/openapi.ts';
import * as h from './community.handlers.ts';
import * as r from './community.routes.ts';

export function communityRouter() {
  return createRouter()
    .openapi(r.listTiersRoute, h.listTiers)
    .openapi(r.getDashboardRoute, h.getDashboard)
    .openapi(r.applyRoute, h.apply)
    .openapi(r.updateMakerRoute, h.updateMaker)
    .openapi(r.listContentRoute, h.listContent)
    .openapi(r.submitReviewRoute, h.submitReview)
    .openapi(r.getContentRoute, h.getContent)
    .openapi(r.getDraftRoute, h.getDraft)
    .openapi(r.analyticsRoute, h.analytics)
    .openapi(r.activeGuidelinesRoute, h.activeGuidelines)
    .openapi(r.queueRoute, h.queue)
    .openapi(r.decideRoute, h.decide)
    .openapi(r.listGuidelinesRoute, h.listGuidelines)
    .openapi(r.previewGuidelineRoute, h.previewGuideline)
    .openapi(r.createGuidelineRoute, h.createGuideline)
    .openapi(r.setGuidelineActiveRoute, h.setGuidelineActive);
}
export { loadGuidelines } from './community.service.ts';
export { complianceVerdict, requireActiveMaker, saveMakerDraft } from './drafts.service.ts';
