import { createHash } from 'node:crypto';
import type { LanguageModelV4CallOptions, LanguageModelV4Middleware, LanguageModelV4Prompt } from '@ai-sdk/provider';
import { simulateStreamingMiddleware } from 'ai';

const MISTRAL_ID = /^[A-Za-z0-9]{9}$/;
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A tool-call id Mistral accepts (exactly 9 letters or digits), the same for the same id. */
export function mistralToolCallId(id: string): string {
  if (MISTRAL_ID.test(id)) return id;
  const bytes = createHash('sha256').update(id).digest();
  return Array.from(bytes.subarray(0, 9), (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

function withMistralIds(prompt: LanguageModelV4Prompt): LanguageModelV4Prompt {
  return prompt.map((message) => {
    if (message.role === 'assistant') {
      return {
        ...message,
        content: message.content.map((part) =>
          part.type === 'tool-call' || part.type === 'tool-result'
            ? { ...part, toolCallId: mistralToolCallId(part.toolCallId) }
            : part,
        ),
      };
    }
    if (message.role === 'tool') {
      return {
        ...message,
        content: message.content.map((part) =>
          part.type === 'tool-result' ? { ...part, toolCallId: mistralToolCallId(part.toolCallId) } : part,
        ),
      };
    }
    return message;
  });
}

/**
 * Mistral refuses a history whose tool-call ids are not exactly 9 letters or digits (ids made by
 * another model, or by the built-in assistant before the model was configured): they are mapped
 * to 9-character ids, the same one for each call and its result.
 */
export const mistralToolIdsMiddleware: LanguageModelV4Middleware = {
  specificationVersion: 'v4',
  transformParams: async ({ params }): Promise<LanguageModelV4CallOptions> => ({
    ...params,
    prompt: withMistralIds(params.prompt),
  }),
};

const simulated = simulateStreamingMiddleware();

/**
 * Ollama drops tool calls while streaming: with tools present the call is made without
 * streaming and its result replayed as a stream; without tools it streams as usual.
 */
export const ollamaToolsMiddleware: LanguageModelV4Middleware = {
  specificationVersion: 'v4',
  wrapStream: async (options) => {
    if (!options.params.tools?.length || !simulated.wrapStream) return options.doStream();
    return simulated.wrapStream(options);
  },
};
