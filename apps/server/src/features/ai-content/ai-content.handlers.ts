import type { LanguageModelV4 } from '@ai-sdk/provider';
import type { Context } from 'hono';
import type { AiBudget } from '../../config.ts';
import { type AppEnv, serviceContext } from '../../context.ts';
import { rateLimitKey } from '../../platform/client-address.ts';
import type { Handler } from '../../platform/openapi.ts';
import type { AssistantLimits } from '../assistant/index.ts';
import type * as r from './ai-content.routes.ts';
import * as s from './ai-content.service.ts';

/** The router's tuning: the same model, budgets and limits as the assistants (ADR 036, 043). */
export interface AiContentTuning {
  external: LanguageModelV4 | undefined;
  budget: AiBudget;
  limits: AssistantLimits;
  trustProxy: boolean;
}

function run(c: Context<AppEnv>, tuning: AiContentTuning): s.AiContentRun {
  return {
    ctx: serviceContext(c),
    clientAddress: rateLimitKey(c, tuning.trustProxy),
    external: tuning.external,
    budget: tuning.budget,
    limits: tuning.limits,
  };
}

export const drafts: Handler<typeof r.draftsRoute> = async (c) => c.json(await s.listDrafts(serviceContext(c)), 200);

export const generate =
  (tuning: AiContentTuning): Handler<typeof r.generateRoute> =>
  async (c) =>
    c.json(await s.generateDraft(run(c, tuning), c.req.valid('json')), 201);

export const save: Handler<typeof r.saveRoute> = async (c) =>
  c.json(await s.saveDraft(serviceContext(c), c.req.valid('param').id, c.req.valid('json')), 201);
