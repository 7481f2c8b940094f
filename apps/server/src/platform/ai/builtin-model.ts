import { randomInt } from 'node:crypto';
import type {
  LanguageModelV4,
  LanguageModelV4CallOptions,
  LanguageModelV4Content,
  LanguageModelV4GenerateResult,
  LanguageModelV4Prompt,
  LanguageModelV4StreamPart,
  LanguageModelV4ToolResultOutput,
  LanguageModelV4Usage,
} from '@ai-sdk/provider';

/** What the built-in assistant understands: the feature's question parser mapped onto its tools. */
export interface BuiltinPlanner {
  /**
   * The tool calls that answer the question, among the tools offered; or, when none fits or
   * something is missing, a reply saying plainly what it cannot answer or what it needs.
   */
  plan(question: string, tools: readonly string[]): { calls: BuiltinToolCall[] } | { reply: string };
}

export interface BuiltinToolCall {
  toolName: string;
  input: Record<string, unknown>;
}

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 9 letters or digits: the one tool-call id shape every provider accepts (Mistral's rule). */
export function builtinToolCallId(): string {
  return Array.from({ length: 9 }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
}

const NO_USAGE: LanguageModelV4Usage = {
  inputTokens: { total: 0, noCache: 0, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 0, text: 0, reasoning: 0 },
};

function textOf(prompt: LanguageModelV4Prompt, index: number): string {
  const message = prompt[index];
  if (message?.role !== 'user') return '';
  return message.content.map((part) => (part.type === 'text' ? part.text : '')).join(' ');
}

/** The sentence a tool result contributes: its `answer`, or why nothing happened. */
function sentenceOf(output: LanguageModelV4ToolResultOutput): string {
  switch (output.type) {
    case 'json': {
      const value = output.value;
      const answer = value && typeof value === 'object' ? (value as { answer?: unknown }).answer : undefined;
      return typeof answer === 'string' ? answer : '';
    }
    case 'text':
      return output.value;
    case 'execution-denied':
      return 'Niet uitgevoerd: je hebt het niet bevestigd, dus er is niets veranderd.';
    case 'error-text':
      return `Dat lukte niet: ${output.value}`;
    default:
      return 'Dat lukte niet.';
  }
}

/**
 * The built-in assistant as an AI SDK language model (ADR 035): its first step reads the Dutch
 * question and calls tools; its next step writes the answer from the tool results. Tools,
 * approval and citations therefore take the same path as with an external model.
 */
export function createBuiltinModel(planner: BuiltinPlanner): LanguageModelV4 {
  function respond(options: LanguageModelV4CallOptions): LanguageModelV4GenerateResult {
    const { prompt } = options;
    const lastUser = prompt.findLastIndex((message) => message.role === 'user');
    const results = prompt
      .slice(lastUser + 1)
      .flatMap((message) => (message.role === 'tool' ? message.content : []))
      .flatMap((part) => (part.type === 'tool-result' ? [sentenceOf(part.output)] : []));
    const finish = (unified: 'stop' | 'tool-calls') => ({ unified, raw: unified });
    if (results.length > 0) {
      const text = results.filter(Boolean).join('\n\n') || 'Ik heb hier geen gegevens over gevonden.';
      return { content: [{ type: 'text', text }], finishReason: finish('stop'), usage: NO_USAGE, warnings: [] };
    }
    const question = textOf(prompt, lastUser);
    const tools = (options.tools ?? []).map((tool) => tool.name);
    const plan = planner.plan(question, tools);
    if ('reply' in plan) {
      return { content: [{ type: 'text', text: plan.reply }], finishReason: finish('stop'), usage: NO_USAGE, warnings: [] };
    }
    const content: LanguageModelV4Content[] = plan.calls.map((call) => ({
      type: 'tool-call',
      toolCallId: builtinToolCallId(),
      toolName: call.toolName,
      input: JSON.stringify(call.input),
    }));
    return { content, finishReason: finish('tool-calls'), usage: NO_USAGE, warnings: [] };
  }

  return {
    specificationVersion: 'v4',
    provider: 'platform',
    modelId: 'builtin',
    supportedUrls: {},
    doGenerate: async (options) => respond(options),
    doStream: async (options) => {
      const result = respond(options);
      const parts: LanguageModelV4StreamPart[] = [{ type: 'stream-start', warnings: [] }];
      for (const [index, item] of result.content.entries()) {
        if (item.type === 'text') {
          const id = `t${index}`;
          parts.push({ type: 'text-start', id });
          // Sentence by sentence, as a model would stream it.
          for (const piece of item.text.match(/[^.!?\n]+[.!?\n]*\s*/g) ?? [item.text]) {
            parts.push({ type: 'text-delta', id, delta: piece });
          }
          parts.push({ type: 'text-end', id });
        } else if (item.type === 'tool-call') {
          parts.push({ type: 'tool-input-start', id: item.toolCallId, toolName: item.toolName });
          parts.push({ type: 'tool-input-delta', id: item.toolCallId, delta: item.input });
          parts.push({ type: 'tool-input-end', id: item.toolCallId });
          parts.push(item);
        }
      }
      parts.push({ type: 'finish', finishReason: result.finishReason, usage: result.usage });
      const stream = new ReadableStream<LanguageModelV4StreamPart>({
        start(controller) {
          for (const part of parts) controller.enqueue(part);
          controller.close();
        },
      });
      return { stream };
    },
  };
}
