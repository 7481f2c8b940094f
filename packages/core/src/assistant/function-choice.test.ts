import { describe, expect, it } from 'vitest';
import { chatFunctionFor } from './function-choice.ts';

describe('chatFunctionFor (spec §7, function choice by context)', () => {
  it.each([
    ['partner', 'partner-assistant-chat'],
    ['foodee', 'foodee-ai-chat'],
    ['general', 'ai-cannabis-knowledge'],
    ['search', 'ai-cannabis-knowledge'],
    [' Search ', 'ai-cannabis-knowledge'],
    ['shop', 'openai-threads-assistant'],
    ['strain', 'openai-threads-assistant'],
    ['', 'openai-threads-assistant'],
    [null, 'openai-threads-assistant'],
    [undefined, 'openai-threads-assistant'],
  ] as const)('%s → %s', (context, expected) => {
    expect(chatFunctionFor(context)).toBe(expected);
  });
});
