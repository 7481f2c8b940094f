import { describe, expect, it } from 'vitest';
import type { AssistantTarget } from '../lib/route-context.ts';
import { openAssistant, panelState, restartConversation, setPanelView, takePendingMessage } from './assistant-store.ts';

const VENUE = '6f1c1f52-8b7e-4a36-9d53-2f0b8c1d9e01';
const tastee: AssistantTarget = { assistantId: 'tastee', context: { brand: 'hospitality', page: 'venue', placeId: VENUE } };

describe('openAssistant (spec §4)', () => {
  it('opens the panel with the assistant and keeps the question to send once', () => {
    openAssistant({ ...tastee, message: '  Welke gerechten zijn vegetarisch?  ' });
    expect(panelState()).toMatchObject({ view: 'open', target: tastee });
    expect(takePendingMessage()).toBe('Welke gerechten zijn vegetarisch?');
    expect(takePendingMessage()).toBeUndefined();
  });

  it('carries on the conversation with the same assistant and place, and starts anew for another', () => {
    openAssistant(tastee);
    const conversation = panelState().conversation;
    setPanelView('collapsed');
    openAssistant({ ...tastee, context: { ...tastee.context, path: '/horeca/utrecht/de-kade' } });
    expect(panelState()).toMatchObject({ view: 'open', conversation });
    openAssistant({ ...tastee, assistantId: 'tablee' });
    expect(panelState().conversation).toBe(conversation + 1);
    expect(panelState().target?.assistantId).toBe('tablee');
  });

  it('keeps no question when opened without one or with only spaces', () => {
    openAssistant({ ...tastee, message: '   ' });
    expect(takePendingMessage()).toBeUndefined();
  });

  it('starts a new conversation on request, with the same assistant', () => {
    openAssistant(tastee);
    const before = panelState().conversation;
    restartConversation();
    expect(panelState()).toMatchObject({ conversation: before + 1, target: tastee, thread: undefined });
  });
});
