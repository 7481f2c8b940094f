import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { useBrand } from '../../brand/index.ts';
import { useAssistantCard } from '../api/get-assistant-card.ts';
import { assistantForRoute } from '../lib/route-context.ts';

/** The chat with the AI SDK as its own chunk (ADR 087); the server's HTML shows it meanwhile and holds the ready mark (ADR 085). */
const PageChat = lazyPage(() => import('../components/page-chat.tsx'), 'PageChat');

/** /ai-assistant and /ai-assistent: the same chat as the side panel, as a full page. */
export function AssistantPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { brand } = useBrand();
  // Chosen once, as the chat session it starts is (a brand change later does not switch assistants mid-chat).
  const [target] = useState(() => assistantForRoute({ pathname, brand }));
  const card = useAssistantCard(target.assistantId, target.context.page, target.context.placeId);
  return (
    <Page title={t('assistant.pageTitle')}>
      <h1 className="mb-1 text-3xl font-bold">{t('assistant.pageTitle')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">
        {card.data ? `${card.data.name} · ${card.data.role}` : t('assistant.pageIntro')}
      </p>
      <section aria-label={card.data?.name ?? t('assistant.title')} className="flex h-[70dvh] flex-col">
        <Suspense fallback={<Spinner />}>
          <PageChat target={target} card={card.data} />
        </Suspense>
      </section>
    </Page>
  );
}
