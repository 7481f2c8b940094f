import type { UIMessage } from 'ai';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from '../../../components/ui/cn.ts';
import { chatTime } from '../lib/chat-time.ts';
import { answeredApprovals, messageSources, messageText, pendingApprovals } from '../lib/message-parts.ts';
import { ToolApproval } from './tool-approval.tsx';

/** One bubble of the chat log: who said it, the text, its time, the sources and any action to confirm. */
export function ChatBubble({
  from,
  author,
  at,
  children,
}: {
  from: 'user' | 'ai';
  author: string;
  at?: Date | undefined;
  children: React.ReactNode;
}) {
  const { i18n } = useTranslation();
  return (
    <li className={cn('flex flex-col gap-1', from === 'user' ? 'items-end' : 'items-start')}>
      <div
        className={cn(
          'max-w-[90%] rounded-2xl px-3 py-2 text-sm',
          from === 'user' ? 'bg-brand text-white' : 'bg-zinc-100 text-zinc-900 dark:bg-zinc-800 dark:text-zinc-100',
        )}
      >
        <span className="sr-only">{author}: </span>
        {children}
      </div>
      {at ? (
        <time className="px-1 text-xs text-zinc-500" dateTime={at.toISOString()}>
          {chatTime(at, i18n.resolvedLanguage)}
        </time>
      ) : null}
    </li>
  );
}

export function ChatMessage({
  message,
  assistantName,
  at,
  onApproval,
  onNavigate,
}: {
  message: UIMessage;
  assistantName: string;
  at: Date | undefined;
  onApproval(approvalId: string, approved: boolean): void;
  onNavigate?(): void;
}) {
  const { t } = useTranslation();
  const text = messageText(message);
  const sources = message.role === 'assistant' ? messageSources(message) : [];
  const approvals = message.role === 'assistant' ? pendingApprovals(message) : [];
  const answered = message.role === 'assistant' ? answeredApprovals(message) : [];
  if (!text && sources.length === 0 && approvals.length === 0 && answered.length === 0) return null;
  const fromUser = message.role === 'user';
  return (
    <ChatBubble from={fromUser ? 'user' : 'ai'} author={fromUser ? t('assistant.you') : assistantName} at={at}>
      {text ? <p className="whitespace-pre-wrap break-words">{text}</p> : null}
      {answered.map((item, index) => (
        <p key={index} className="mt-1 text-xs italic">
          {item.approved ? t('assistant.approval.done') : t('assistant.approval.cancelled')}
        </p>
      ))}
      {approvals.map((approval) => (
        <ToolApproval
          key={approval.approvalId}
          approval={approval}
          onAnswer={(approved) => onApproval(approval.approvalId, approved)}
        />
      ))}
      {sources.length > 0 ? (
        <nav aria-label={t('assistant.sources')} className="mt-2 border-t border-zinc-300 pt-2 dark:border-zinc-700">
          <ul className="flex flex-col gap-1 text-xs">
            {sources.map((source) => (
              <li key={source.url}>
                <Link to={source.url} className="text-brand underline" onClick={onNavigate}>
                  {source.title}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </ChatBubble>
  );
}
