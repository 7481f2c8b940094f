import * as DialogPrimitive from '@radix-ui/react-dialog';
import { Bot, History, Minus, Plus, X } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { useAccount } from '../../auth/index.ts';
import { useAssistantCard } from '../api/get-assistant-card.ts';
import { restartConversation, returnFocus, setPanelView, usePanelState } from '../state/assistant-store.ts';
import type { ChatSession } from '../state/chat-session.ts';
import { sessionFor, useSendPending } from '../state/current-session.ts';
import { useResetOnAccountChange } from '../state/use-reset-on-account-change.ts';
import { ASSISTANT_BUTTON_ID } from './assistant-button.tsx';
import { ChatView } from './chat-view.tsx';
import { ThreadHistory } from './thread-history.tsx';

const ICON_BUTTON = 'px-2! py-1.5!';

function useCard(session: ChatSession) {
  const { assistantId, context } = session.target;
  return useAssistantCard(assistantId, context.page, context.placeId);
}

/** Minimised panel: a small bar that opens it again (the conversation and any reply go on meanwhile). */
function CollapsedBar({ session }: { session: ChatSession }) {
  const { t } = useTranslation();
  const name = useCard(session).data?.name ?? t('assistant.title');
  return (
    <button
      type="button"
      className="fixed right-4 bottom-4 z-40 flex items-center gap-2 rounded-full bg-brand px-4 py-2 text-sm font-medium text-white shadow-lg"
      onClick={() => setPanelView('open')}
    >
      <Bot className="h-4 w-4" aria-hidden="true" />
      {t('assistant.expand', { name })}
    </button>
  );
}

function PanelBody({ session }: { session: ChatSession }) {
  const { t } = useTranslation();
  const { me } = useAccount();
  const phone = !useMediaQuery('(min-width: 640px)');
  const [view, setView] = useState<'chat' | 'history'>('chat');
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const card = useCard(session);
  const name = card.data?.name ?? t('assistant.title');
  return (
    <DialogPrimitive.Content
      aria-describedby={undefined}
      className="fixed inset-y-0 right-0 z-40 flex w-full flex-col gap-3 border-l border-zinc-200 bg-white p-4 shadow-2xl sm:w-[26rem] dark:border-zinc-800 dark:bg-zinc-950"
      onOpenAutoFocus={(event) => {
        event.preventDefault();
        inputRef.current?.focus();
      }}
      onCloseAutoFocus={(event) => {
        event.preventDefault();
        returnFocus(() => document.getElementById(ASSISTANT_BUTTON_ID));
      }}
      // A side panel, not a modal: the page stays usable next to it; only Escape or a button closes it.
      onInteractOutside={(event) => event.preventDefault()}
    >
      <div className="flex items-center gap-1">
        <Bot className="mr-1 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <DialogPrimitive.Title className="truncate font-semibold">{name}</DialogPrimitive.Title>
          {card.data ? <p className="truncate text-xs text-zinc-500">{card.data.role}</p> : null}
        </div>
        {me ? (
          <Button
            variant="ghost"
            className={ICON_BUTTON}
            aria-pressed={view === 'history'}
            aria-label={t('assistant.history.title')}
            onClick={() => setView(view === 'history' ? 'chat' : 'history')}
          >
            <History className="h-4 w-4" aria-hidden="true" />
          </Button>
        ) : null}
        <Button
          variant="ghost"
          className={ICON_BUTTON}
          aria-label={t('assistant.newChat')}
          onClick={() => {
            restartConversation();
            setView('chat');
          }}
        >
          <Plus className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          className={ICON_BUTTON}
          aria-label={t('assistant.collapse')}
          onClick={() => setPanelView('collapsed')}
        >
          <Minus className="h-4 w-4" aria-hidden="true" />
        </Button>
        <DialogPrimitive.Close asChild>
          <Button variant="ghost" className={ICON_BUTTON} aria-label={t('assistant.close')}>
            <X className="h-4 w-4" aria-hidden="true" />
          </Button>
        </DialogPrimitive.Close>
      </div>
      {view === 'history' ? (
        <ThreadHistory brand={session.target.context.brand} currentId={session.chat.id} onOpened={() => setView('chat')} />
      ) : (
        <ChatView
          key={session.chat.id}
          session={session}
          card={card.data}
          inputRef={inputRef}
          {...(phone ? { onNavigate: () => setPanelView('collapsed') } : {})}
        />
      )}
    </DialogPrimitive.Content>
  );
}

/**
 * The AI assistant side panel (spec §2): a non-modal Radix dialog on the right, full width on phones.
 * Focus moves into the question box; Escape or the close button closes it and focus goes back to what
 * opened it. Loaded with the AI SDK on first use (see `AssistantPanelHost`).
 */
export function AssistantPanel() {
  const state = usePanelState();
  const session = sessionFor(state);
  useSendPending(session, state);
  useResetOnAccountChange();
  if (!session) return null;
  return (
    <>
      <DialogPrimitive.Root
        open={state.view === 'open'}
        onOpenChange={(open) => setPanelView(open ? 'open' : 'closed')}
        modal={false}
      >
        <DialogPrimitive.Portal>
          <PanelBody session={session} />
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
      {state.view === 'collapsed' ? <CollapsedBar session={session} /> : null}
    </>
  );
}
