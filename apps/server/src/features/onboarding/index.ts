import { createRouter } from '../../platform/openapi.ts';
import * as h from './onboarding.handlers.ts';
import * as r from './onboarding.routes.ts';

/** Businesses onboard themselves; admins review (issue 16, ADR 032). */
export function onboardingRouter() {
  return createRouter()
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
