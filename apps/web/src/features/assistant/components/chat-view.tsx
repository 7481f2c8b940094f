import { useChat } from '@ai-sdk/react';
import type { AssistantCard } from '@platform/core';
import { type Ref, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { refusalMessage } from '../lib/chat-error.ts';
import { awaitsApproval, messageText } from '../lib/message-parts.ts';
import { isPending } from '../lib/send-guard.ts';
import type { ChatSession } from '../state/chat-session.ts';
import { ChatInput } from './chat-input.tsx';
import { ChatBubble, ChatMessage } from './chat-message.tsx';

/** The time the log shows for a message: the server's stored time, else when this page first saw it. */
function seenAt(session: ChatSession, id: string): Date | undefined {
  if (session.historic.has(id)) return undefined;
  let at = session.seenAt.get(id);
  if (!at) {
    at = new Date();
    session.seenAt.set(id, at);
  }
  return at;
}

/**
 * The chat itself, shared by the side panel and the full page (/ai-assistant): the AI disclosure,
 * the welcome with suggested questions, the log with times, the thinking indicator, streaming text,
 * actions to confirm, the error text (spec §8) with a retry, and the question box.
 */
export function ChatView({
  session,
  card,
  inputRef,
  onNavigate,
}: {
  session: ChatSession;
  card: AssistantCard | undefined;
  inputRef?: Ref<HTMLTextAreaElement>;
  onNavigate?(): void;
}) {
  const { t } = useTranslation();
  const { messages, status, error, sendMessage, stop, addToolApprovalResponse, regenerate } = useChat({ chat: session.chat });
  const refusal = refusalMessage(error);
  const name = card?.name ?? t('assistant.title');
  const last = messages.at(-1);
  const thinking = isPending(status) && !(last?.role === 'assistant' && messageText(last));
  const awaiting = awaitsApproval(messages);
  const logEnd = useRef<HTMLLIElement>(null);
  useEffect(() => {
    logEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [messages, status]);

  return (
    <div className="flex min-h-0 flex-1 flex-col gap-3">
      <p className="rounded-md bg-sky-50 p-2 text-xs text-sky-900 dark:bg-sky-950/40 dark:text-sky-100">
        {card?.disclosure ?? t('assistant.disclosure')}
        {card ? ` ${t('assistant.provider', { provider: card.provider })}` : null}{' '}
        <Link to="/privacy" className="underline">
          {t('assistant.privacyLink')}
        </Link>
      </p>
      <div
        role="log"
        aria-label={t('assistant.log')}
        aria-live="polite"
        // Screen readers read a streamed answer once it is complete, not word by word.
        aria-busy={status === 'streaming'}
        className="min-h-0 flex-1 overflow-y-auto"
      >
        <ol className="flex flex-col gap-3">
          {card ? (
            <ChatBubble from="ai" author={name}>
              <p>{card.welcome}</p>
            </ChatBubble>
          ) : null}
          {card && messages.length === 0 && card.suggestions.length > 0 ? (
            <li>
              <p className="mb-1 text-xs font-medium text-zinc-500">{t('assistant.suggestions')}</p>
              <ul className="flex flex-wrap gap-2">
                {card.suggestions.map((question) => (
                  <li key={question}>
                    <Button
                      variant="secondary"
                      box="rounded-full px-3 py-1 text-xs"
                      disabled={isPending(status)}
                      onClick={() => void sendMessage({ text: question })}
                    >
                      {question}
                    </Button>
                  </li>
                ))}
              </ul>
            </li>
          ) : null}
          {messages.map((message) => (
            <ChatMessage
              key={message.id}
              message={message}
              assistantName={name}
              at={seenAt(session, message.id)}
              onApproval={(id, approved) => void addToolApprovalResponse({ id, approved })}
              {...(onNavigate ? { onNavigate } : {})}
            />
          ))}
          {status === 'error' ? (
            <ChatBubble from="ai" author={name}>
              <p role="alert">
                {t(session.target.context.brand === 'cannabis' ? 'assistant.error.cannabis' : 'assistant.error.hospitality')}
              </p>
              {refusal ? <p className="mt-1 text-xs">{refusal}</p> : null}
              <Button variant="secondary" box="rounded-md px-3 py-1 text-xs" className="mt-2" onClick={() => void regenerate()}>
                {t('assistant.retry')}
              </Button>
            </ChatBubble>
          ) : null}
          <li ref={logEnd} aria-hidden="true" />
        </ol>
      </div>
      {thinking ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-500">
          <span className="h-2 w-2 animate-pulse rounded-full bg-brand" aria-hidden="true" />
          {t('assistant.thinking', { name })}
        </p>
      ) : null}
      <ChatInput
        ref={inputRef}
        status={status}
        awaitingApproval={awaiting}
        onSend={(text) => void sendMessage({ text })}
        onStop={() => void stop()}
      />
    </div>
  );
}
