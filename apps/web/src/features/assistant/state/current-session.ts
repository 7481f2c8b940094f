import { useEffect } from 'react';
import type { PanelState } from './assistant-store.ts';
import { takePendingMessage } from './assistant-store.ts';
import { type ChatSession, createChatSession } from './chat-session.ts';

/** The panel's conversation, kept across closing, minimising and navigating (a reply goes on meanwhile). */
let current: { conversation: number; session: ChatSession } | undefined;

/** The conversation the panel state names: the current one, or a new one (stopping the old reply). */
export function sessionFor(state: PanelState): ChatSession | undefined {
  if (!state.target) return undefined;
  if (current?.conversation === state.conversation) return current.session;
  void current?.session.chat.stop();
  const session = createChatSession(state.target, state.thread);
  current = { conversation: state.conversation, session };
  return session;
}

/** Sends the question the panel was opened with, when the conversation has no messages yet (spec §4). */
export function useSendPending(session: ChatSession | undefined, state: PanelState) {
  useEffect(() => {
    if (!session || state.view !== 'open') return;
    const message = takePendingMessage();
    if (message && session.chat.messages.length === 0 && session.chat.status === 'ready') {
      void session.chat.sendMessage({ text: message });
    }
  }, [session, state.view, state.opened]);
}
