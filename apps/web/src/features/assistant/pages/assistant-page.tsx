import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { useBrand } from '../../brand/index.ts';
import { useAssistantCard } from '../api/get-assistant-card.ts';
import { ChatView } from '../components/chat-view.tsx';
import { assistantForRoute } from '../lib/route-context.ts';
import { createChatSession } from '../state/chat-session.ts';

/** /ai-assistant and /ai-assistent: the same chat as the side panel, as a full page. */
export function AssistantPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { brand } = useBrand();
  const [session] = useState(() => createChatSession(assistantForRoute({ pathname, brand })));
  const { assistantId, context } = session.target;
  const card = useAssistantCard(assistantId, context.page, context.placeId);
  return (
    <Page title={t('assistant.pageTitle')}>
      <h1 className="mb-1 text-3xl font-bold">{t('assistant.pageTitle')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">
        {card.data ? `${card.data.name} · ${card.data.role}` : t('assistant.pageIntro')}
      </p>
      <section aria-label={card.data?.name ?? t('assistant.title')} className="flex h-[70dvh] flex-col">
        <ChatView session={session} card={card.data} />
      </section>
    </Page>
  );
}
