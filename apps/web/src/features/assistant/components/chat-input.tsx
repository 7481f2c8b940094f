import type { ChatStatus } from 'ai';
import { Send, Square } from 'lucide-react';
import { forwardRef, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { canSend, isPending, sendsOnKey } from '../lib/send-guard.ts';

/**
 * The question box: Enter sends, Shift+Enter makes a new line (spec §2); nothing is sent when the text
 * is empty or only spaces, or while a reply is pending (spec §5). While a reply comes in, Stop ends it.
 */
export const ChatInput = forwardRef<
  HTMLTextAreaElement,
  { status: ChatStatus; awaitingApproval: boolean; onSend(text: string): void; onStop(): void }
>(function ChatInput({ status, awaitingApproval, onSend, onStop }, ref) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState('');
  const allowed = canSend(text, status, awaitingApproval);
  const send = () => {
    if (!allowed) return;
    onSend(text.trim());
    setText('');
  };
  return (
    <form
      className="flex items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <label htmlFor={id} className="sr-only">
        {t('assistant.input')}
      </label>
      <Textarea
        ref={ref}
        id={id}
        rows={2}
        value={text}
        maxLength={2000}
        placeholder={t('assistant.placeholder')}
        className="min-h-[2.75rem] flex-1 resize-none"
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (!sendsOnKey({ key: event.key, shiftKey: event.shiftKey, isComposing: event.nativeEvent.isComposing })) return;
          event.preventDefault();
          send();
        }}
      />
      {isPending(status) ? (
        <Button variant="secondary" onClick={onStop} aria-label={t('assistant.stop')}>
          <Square className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('assistant.stop')}</span>
        </Button>
      ) : (
        <Button type="submit" disabled={!allowed} aria-label={t('assistant.send')}>
          <Send className="h-4 w-4" aria-hidden="true" />
        </Button>
      )}
    </form>
  );
});
