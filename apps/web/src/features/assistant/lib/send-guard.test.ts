import { describe, expect, it } from 'vitest';
import { canSend, isPending, sendsOnKey } from './send-guard.ts';

describe('canSend (spec §5)', () => {
  it('sends a question when the chat is ready', () => {
    expect(canSend('Wat zijn de openingstijden?', 'ready')).toBe(true);
    expect(canSend('Opnieuw', 'error')).toBe(true);
  });

  it('refuses empty text and text of only spaces or new lines', () => {
    expect(canSend('', 'ready')).toBe(false);
    expect(canSend('   \n\t ', 'ready')).toBe(false);
  });

  it('refuses while a reply is pending or an action waits for confirmation', () => {
    expect(canSend('Hallo', 'submitted')).toBe(false);
    expect(canSend('Hallo', 'streaming')).toBe(false);
    expect(canSend('Hallo', 'ready', true)).toBe(false);
  });

  it('counts sent and streaming as pending', () => {
    expect(isPending('submitted')).toBe(true);
    expect(isPending('streaming')).toBe(true);
    expect(isPending('ready')).toBe(false);
    expect(isPending('error')).toBe(false);
  });
});

describe('sendsOnKey (spec §2)', () => {
  it('sends on Enter', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: false })).toBe(true);
  });

  it('does not send on Shift+Enter, while composing, or on other keys', () => {
    expect(sendsOnKey({ key: 'Enter', shiftKey: true })).toBe(false);
    expect(sendsOnKey({ key: 'Enter', shiftKey: false, isComposing: true })).toBe(false);
    expect(sendsOnKey({ key: 'a', shiftKey: false })).toBe(false);
  });
});
