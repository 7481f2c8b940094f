import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Context } from 'hono';
import type { AiBudget } from '../../config.ts';
import { type AppEnv, serviceContext } from '../../context.ts';
import { BUILTIN_PROVIDER } from '../../platform/ai/models.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import { currentLanguage } from '../../platform/language.ts';
import type { Handler } from '../../platform/openapi.ts';
import type { BookingLimits } from '../horeca/index.ts';
import { type Asker, askerOf, knownAskerOf } from './asker.ts';
import type * as routes from './assistant.routes.ts';
import { getAssistantCard } from './assistant.service.ts';
import type { AssistantLimits } from './assistant-limits.ts';
import { type ChatRun, chat } from './chat.service.ts';
import * as threads from './threads.service.ts';

/** The assistant router's tuning: the model, the limits and how the client address is read. */
export interface AssistantTuning {
  external: LanguageModelV4 | undefined;
  /** The external model's daily token budgets and kill switch (ADR 036). */
  budget: AiBudget;
  /** Who receives the questions, as the privacy statement names it. */
  provider: string;
  /** The external model configured by env, as /admin/ai-control and the privacy statement name it. */
  externalInfo: { provider: string; host: string; model: string } | undefined;
  limits: AssistantLimits;
  bookingLimits: BookingLimits;
  trustProxy: boolean;
  /** Visitor cookies get `Secure` when the platform runs on https. */
  secureCookies: boolean;
}

/** Everything one question needs from the request; the asker gets a visitor cookie when they have none. */
export function chatRun(c: Context<AppEnv>, tuning: AssistantTuning): ChatRun {
  const asker = askerOf(c, { create: true, secure: tuning.secureCookies });
  if (!asker) throw new Error('askerOf maakt altijd een bezoeker aan');
  return runFor(c, tuning, asker);
}

function runFor(c: Context<AppEnv>, tuning: AssistantTuning, asker: Asker): ChatRun {
  return {
    ctx: serviceContext(c),
    asker,
    clientAddress: rateLimitKey(c, tuning.trustProxy),
    external: tuning.external,
    budget: tuning.budget,
    bookingLimits: tuning.bookingLimits,
    limits: tuning.limits,
    abortSignal: c.req.raw.signal,
  };
}

export const chatHandler =
  (tuning: AssistantTuning): Handler<typeof routes.chatRoute> =>
  async (c) =>
    // The stream is the route's 200 answer (text/event-stream), built by the AI SDK. A visitor asks
    // with the cookie of /api/assistant/visitor: the stream never sets one (ADR 081).
    (await chat(runFor(c, tuning, knownAskerOf(c)), c.req.valid('json'))) as never;

/** POST /api/assistant/visitor: an anonymous visitor gets their cookie before their first question. */
export const visitorHandler =
  (tuning: AssistantTuning): Handler<typeof routes.visitorRoute> =>
  async (c) => {
    const asker = askerOf(c, { create: true, secure: tuning.secureCookies });
    if (asker?.kind === 'visitor' && asker.setCookie) c.header('set-cookie', asker.setCookie);
    c.header('cache-control', 'no-store');
    return c.body(null, 204);
  };

export const assistantCardHandler =
  (tuning: AssistantTuning): Handler<typeof routes.assistantRoute> =>
  async (c) => {
    const { assistantId } = c.req.valid('param');
    const card = await getAssistantCard(serviceContext(c), assistantId, c.req.valid('query'), currentLanguage(), {
      external: tuning.external ? tuning.provider : undefined,
      builtin: BUILTIN_PROVIDER,
    });
    return c.json(card, 200);
  };

export const threadsHandler: Handler<typeof routes.threadsRoute> = async (c) =>
  c.json(await threads.listThreads(serviceContext(c)), 200);

export const threadHandler: Handler<typeof routes.threadRoute> = async (c) => {
  const asker = askerOf(c, { create: false, secure: false });
  return c.json(await threads.getThread(serviceContext(c), asker, c.req.valid('param').id), 200);
};

export const deleteThreadHandler: Handler<typeof routes.deleteThreadRoute> = async (c) => {
  const asker = askerOf(c, { create: false, secure: false });
  await threads.removeThread(serviceContext(c), asker, c.req.valid('param').id);
  return c.body(null, 204);
};
