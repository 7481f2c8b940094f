import { createMistral } from '@ai-sdk/mistral';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModelV4 } from '@ai-sdk/provider';
import { wrapLanguageModel } from 'ai';
import type { AiConfig } from '../../config.ts';
import { mistralToolIdsMiddleware, ollamaToolsMiddleware } from './provider-quirks.ts';

/** The configured external model, or undefined: then the built-in assistant answers (ADR 035). */
export function externalModel(config: AiConfig | undefined): LanguageModelV4 | undefined {
  if (!config) return undefined;
  if (config.provider === 'mistral') {
    const mistral = createMistral({ baseURL: config.baseUrl, apiKey: config.apiKey ?? '' });
    return wrapLanguageModel({ model: mistral(config.model), middleware: mistralToolIdsMiddleware });
  }
  const provider = createOpenAICompatible({
    name: config.provider,
    baseURL: config.baseUrl,
    ...(config.apiKey ? { apiKey: config.apiKey } : {}),
    includeUsage: true,
  });
  const model = provider.chatModel(config.model);
  return config.provider === 'ollama' ? wrapLanguageModel({ model, middleware: ollamaToolsMiddleware }) : model;
}

export const BUILTIN_PROVIDER = 'ingebouwde assistent (geen externe partij)';

/** What the privacy statement names as the receiver of questions (AVG). */
export function providerName(config: AiConfig | undefined): string {
  if (!config) return BUILTIN_PROVIDER;
  return `${config.provider} (${new URL(config.baseUrl).host}, model ${config.model})`;
}

/** The configured external model's provider, host and model, for /admin/ai-control and the privacy statement. */
export function externalInfo(config: AiConfig | undefined): { provider: string; host: string; model: string } | undefined {
  if (!config) return undefined;
  return { provider: config.provider, host: new URL(config.baseUrl).host, model: config.model };
}
