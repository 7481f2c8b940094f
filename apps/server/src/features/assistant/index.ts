import { createRouter } from '../../platform/openapi.ts';
import * as ah from './admin.handlers.ts';
import * as ar from './admin.routes.ts';
import * as h from './assistant.handlers.ts';
import * as r from './assistant.routes.ts';
import * as oh from './owner.handlers.ts';
import * as or from './owner.routes.ts';
import * as sh from './spec-calls.handlers.ts';
import * as sr from './spec-calls.routes.ts';

export { assertAssistantsOn } from './ai-settings.ts';
export type { AssistantTuning } from './assistant.handlers.ts';
export { type AssistantLimits, checkAssistantLimits } from './assistant-limits.ts';
export { type PlaceWritingRun, writeForPlace, writeSiteIntro } from './place-writing.service.ts';
export { exportThreads } from './threads.service.ts';
export { modelWithinBudget, recordUsage } from './token-budget.ts';
export { strainFactsFor } from './tools/writing-tools.ts';
export { defineVisitorThreadPurge, purgeVisitorThreads, VISITOR_THREADS_JOB } from './visitor-threads.ts';

export function assistantRouter(tuning: h.AssistantTuning) {
  return createRouter()
    .openapi(r.chatRoute, h.chatHandler(tuning))
    .openapi(r.visitorRoute, h.visitorHandler(tuning))
    .openapi(r.assistantRoute, h.assistantCardHandler(tuning))
    .openapi(r.threadsRoute, h.threadsHandler)
    .openapi(r.threadRoute, h.threadHandler)
    .openapi(r.deleteThreadRoute, h.deleteThreadHandler)
    .openapi(or.makerDraftRoute, oh.makerDraft(tuning))
    .openapi(or.makerReviewRoute, oh.makerReview(tuning))
    .openapi(or.ownerPlacesRoute, oh.ownerPlaces)
    .openapi(or.ownerDraftRoute, oh.ownerDraft(tuning))
    .openapi(or.conversationsRoute, oh.conversations)
    .openapi(or.conversationRoute, oh.conversation)
    .openapi(sr.partnerChatRoute, sh.partnerChat(tuning))
    .openapi(sr.foodeeChatRoute, sh.foodeeChat(tuning))
    .openapi(sr.cannabisKnowledgeRoute, sh.cannabisKnowledge(tuning))
    .openapi(sr.threadsAssistantRoute, sh.threadsAssistant(tuning))
    .openapi(ar.privacyRoute, ah.privacyHandler(tuning))
    .openapi(ar.aiControlRoute, ah.aiControlHandler(tuning))
    .openapi(ar.updateAiControlRoute, ah.updateAiControlHandler(tuning))
    .openapi(ar.killSwitchRoute, ah.killSwitchHandler(tuning))
    .openapi(ar.usageRoute, ah.usageHandler(tuning))
    .openapi(ar.assistantConfigsRoute, ah.assistantConfigsHandler)
    .openapi(ar.updateAssistantConfigRoute, ah.updateAssistantConfigHandler)
    .openapi(ar.resetAssistantConfigRoute, ah.resetAssistantConfigHandler);
}
