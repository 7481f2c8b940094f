import type { AssistantCard } from '@platform/core';
import { useState } from 'react';
import type { AssistantTarget } from '../lib/route-context.ts';
import { createChatSession } from '../state/chat-session.ts';
import { ChatView } from './chat-view.tsx';

/**
 * The assistant page's chat, loaded as a chunk of its own (bundle budget, ADR 087): the AI SDK and the schemas it
 * validates streams with are ≈ 50 KB of gzip, which the page's heading and the assistant's card do not need.
 */
export function PageChat({ target, card }: { target: AssistantTarget; card: AssistantCard | undefined }) {
  const [session] = useState(() => createChatSession(target));
  return <ChatView session={session} card={card} />;
}
