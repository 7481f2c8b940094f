import { serviceContext } from '../../context.ts';
import type { Handler } from '../../platform/openapi.ts';
import type * as routes from './admin.routes.ts';
import * as control from './ai-control.service.ts';
import * as configs from './assistant-admin.service.ts';

export const aiControlHandler =
  (tuning: control.AiControlTuning): Handler<typeof routes.aiControlRoute> =>
  async (c) =>
    c.json(await control.getAiControl(serviceContext(c), tuning), 200);

export const updateAiControlHandler =
  (tuning: control.AiControlTuning): Handler<typeof routes.updateAiControlRoute> =>
  async (c) =>
    c.json(await control.updateAiControl(serviceContext(c), tuning, c.req.valid('json')), 200);

export const killSwitchHandler =
  (tuning: control.AiControlTuning): Handler<typeof routes.killSwitchRoute> =>
  async (c) =>
    c.json(await control.setKillSwitch(serviceContext(c), tuning, c.req.valid('json')), 200);

export const usageHandler =
  (tuning: control.AiControlTuning): Handler<typeof routes.usageRoute> =>
  async (c) =>
    c.json(await control.aiUsage(serviceContext(c), tuning, c.req.valid('query')), 200);

export const privacyHandler =
  (tuning: control.AiControlTuning): Handler<typeof routes.privacyRoute> =>
  async (c) =>
    c.json(await control.assistantPrivacy(serviceContext(c), tuning), 200);

export const assistantConfigsHandler: Handler<typeof routes.assistantConfigsRoute> = async (c) =>
  c.json(await configs.listAssistantConfigs(serviceContext(c)), 200);

export const updateAssistantConfigHandler: Handler<typeof routes.updateAssistantConfigRoute> = async (c) =>
  c.json(await configs.updateAssistantConfig(serviceContext(c), c.req.valid('param').assistantId, c.req.valid('json')), 200);

export const resetAssistantConfigHandler: Handler<typeof routes.resetAssistantConfigRoute> = async (c) =>
  c.json(await configs.resetAssistantConfig(serviceContext(c), c.req.valid('param').assistantId), 200);
