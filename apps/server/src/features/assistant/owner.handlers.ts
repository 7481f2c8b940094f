import type { Context } from 'hono';
import { type AppEnv, serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import { type AssistantTuning, chatRun } from './assistant.handlers.ts';
import type * as routes from './owner.routes.ts';
import * as owner from './owner.service.ts';
import { draftFromTopic, reviewDraft, type WritingRun } from './writing.service.ts';

function writingRun(c: Context<AppEnv>, tuning: AssistantTuning): WritingRun {
  return {
    ctx: serviceContext(c),
    clientAddress: rateLimitKey(c, tuning.trustProxy),
    external: tuning.external,
    budget: tuning.budget,
    limits: tuning.limits,
  };
}

export const makerDraft =
  (tuning: AssistantTuning): Handler<typeof routes.makerDraftRoute> =>
  async (c) =>
    c.json(await draftFromTopic(writingRun(c, tuning), c.req.valid('json').topic), 200);

export const makerReview =
  (tuning: AssistantTuning): Handler<typeof routes.makerReviewRoute> =>
  async (c) =>
    c.json(await reviewDraft(writingRun(c, tuning), c.req.valid('json').text), 200);

export const ownerPlaces: Handler<typeof routes.ownerPlacesRoute> = async (c) =>
  c.json(await owner.ownerPlaces(serviceContext(c)), 200);

export const ownerDraft =
  (tuning: AssistantTuning): Handler<typeof routes.ownerDraftRoute> =>
  async (c) =>
    c.json(await owner.draftGuestAnswer(chatRun(c, tuning), c.req.valid('json')), 200);

export const conversations: Handler<typeof routes.conversationsRoute> = async (c) =>
  c.json(await owner.listConversations(serviceContext(c), c.req.valid('query')), 200);

export const conversation: Handler<typeof routes.conversationRoute> = async (c) =>
  c.json(await owner.getConversation(serviceContext(c), c.req.valid('param').id), 200);
