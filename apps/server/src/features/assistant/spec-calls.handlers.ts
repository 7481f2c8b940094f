import type { Context } from 'hono';
import type { AppEnv } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import { type AssistantTuning, chatRun } from './assistant.handlers.ts';
import type { ChatRun } from './chat.service.ts';
import type * as routes from './spec-calls.routes.ts';
import * as calls from './spec-calls.service.ts';

/** A new visitor's cookie goes with the JSON answer, as with the chat stream. */
function runWithCookie(c: Context<AppEnv>, tuning: AssistantTuning): ChatRun {
  const run = chatRun(c, tuning);
  if (run.asker.kind === 'visitor' && run.asker.setCookie) c.header('set-cookie', run.asker.setCookie);
  return run;
}

export const partnerChat =
  (tuning: AssistantTuning): Handler<typeof routes.partnerChatRoute> =>
  async (c) =>
    c.json(await calls.partnerChat(runWithCookie(c, tuning), c.req.valid('json')), 200);

export const foodeeChat =
  (tuning: AssistantTuning): Handler<typeof routes.foodeeChatRoute> =>
  async (c) =>
    c.json(await calls.foodeeChat(runWithCookie(c, tuning), c.req.valid('json')), 200);

export const cannabisKnowledge =
  (tuning: AssistantTuning): Handler<typeof routes.cannabisKnowledgeRoute> =>
  async (c) =>
    c.json(await calls.cannabisKnowledge(runWithCookie(c, tuning), c.req.valid('json')), 200);

export const threadsAssistant =
  (tuning: AssistantTuning): Handler<typeof routes.threadsAssistantRoute> =>
  async (c) =>
    c.json(await calls.threadsAssistant(runWithCookie(c, tuning), c.req.valid('json')), 200);
