import { generateText, stepCountIs, streamText, tool, wrapLanguageModel } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { complianceTransform, WITHHELD_ANSWER } from '../../features/assistant/compliance-gate.ts';
import { createBuiltinModel } from './builtin-model.ts';
import { ollamaToolsMiddleware } from './provider-quirks.ts';

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: 0, cacheWrite: 0 },
  outputTokens: { total: 1, text: 1, reasoning: 0 },
};
const finish = { unified: 'stop' as const, raw: 'stop' };

function streamingModel(text: string) {
  return new MockLanguageModelV4({
    doStream: async () => ({
      stream: new ReadableStream({
        start(controller) {
          controller.enqueue({ type: 'stream-start', warnings: [] });
          controller.enqueue({ type: 'text-start', id: 't' });
          for (const word of text.split(' ')) controller.enqueue({ type: 'text-delta', id: 't', delta: `${word} ` });
          controller.enqueue({ type: 'text-end', id: 't' });
          controller.enqueue({ type: 'finish', finishReason: finish, usage });
          controller.close();
        },
      }),
    }),
  });
}

describe('the built-in model (AI SDK mock model and tools)', () => {
  it('calls the planned tool with a 9-character id, then writes the answer from its result', async () => {
    const calls: string[] = [];
    const model = createBuiltinModel({
      plan: (question, tools) =>
        tools.includes('hours') && /open/.test(question)
          ? { calls: [{ toolName: 'hours', input: {} }] }
          : { reply: 'Dat weet ik niet.' },
    });
    const tools = {
      hours: tool({
        inputSchema: z.object({}),
        execute: async (_input, { toolCallId }) => {
          calls.push(toolCallId);
          return { answer: 'Open van 10:00 tot 22:00.', sources: [] };
        },
      }),
    };
    const result = await generateText({ model, tools, prompt: 'Wanneer zijn jullie open?', stopWhen: stepCountIs(3) });
    expect(result.text).toBe('Open van 10:00 tot 22:00.');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatch(/^[A-Za-z0-9]{9}$/);
    const unknown = await generateText({ model, tools, prompt: 'Hoe is het weer?' });
    expect(unknown.text).toBe('Dat weet ik niet.');
  });
});

describe('the compliance transform (cannabis brand)', () => {
  it('withholds a promotional answer and lets a factual one through', async () => {
    const promo = streamText({
      model: streamingModel('De sterkste wiet, nu met korting!'),
      prompt: 'x',
      experimental_transform: complianceTransform(() => false),
    });
    expect(await promo.text).toBe(WITHHELD_ANSWER);
    const fact = streamText({
      model: streamingModel('Open van 10:00 tot 22:00.'),
      prompt: 'x',
      experimental_transform: complianceTransform(() => false),
    });
    expect((await fact.text).trim()).toBe('Open van 10:00 tot 22:00.');
  });
});

describe('the Ollama middleware', () => {
  it('calls without streaming when tools are present', async () => {
    const base = new MockLanguageModelV4({
      doGenerate: { content: [{ type: 'text', text: 'Zonder stream.' }], finishReason: finish, usage, warnings: [] },
      doStream: async () => {
        throw new Error('mag niet streamen met tools');
      },
    });
    const model = wrapLanguageModel({ model: base, middleware: ollamaToolsMiddleware });
    const tools = { hours: tool({ inputSchema: z.object({}), execute: async () => ({ answer: '', sources: [] }) }) };
    const result = streamText({ model, tools, prompt: 'x' });
    expect(await result.text).toBe('Zonder stream.');
    expect(base.doGenerateCalls).toHaveLength(1);
    expect(base.doStreamCalls).toHaveLength(0);
  });
});
