import type { ConversationQuery } from '@platform/core';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { CONTROL_CLASS } from '../../../components/ui/control.ts';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useConversation, useConversations, useOwnerPlaces } from '../api/owner.ts';
import { useAssistantTexts } from '../texts.ts';

/**
 * /gesprekken-management: the questions visitors asked the assistants on the owner's places' pages,
 * with search and dates; who asked is never shown (ADR 044).
 */
export function ConversationsPage() {
  const { t } = useAssistantTexts();
  const ids = { q: useId(), from: useId(), to: useId(), place: useId() };
  const [query, setQuery] = useState<ConversationQuery>({});
  const [openId, setOpenId] = useState<string | null>(null);
  const places = useOwnerPlaces();
  const list = useConversations(query);
  const set = (key: keyof ConversationQuery, value: string) => setQuery((current) => ({ ...current, [key]: value || undefined }));

  return (
    <Page title={t('conversations.title')}>
      <h1 className="mb-1 text-3xl font-bold">{t('conversations.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('conversations.intro')}</p>
      <form
        className="mb-4 grid gap-3 sm:grid-cols-4"
        aria-label={t('conversations.search')}
        onSubmit={(event) => event.preventDefault()}
      >
        <div className="flex flex-col gap-1 sm:col-span-2">
          <label htmlFor={ids.q} className="text-sm font-medium">
            {t('conversations.search')}
          </label>
          <input
            id={ids.q}
            type="search"
            className={CONTROL_CLASS}
            maxLength={100}
            value={query.q ?? ''}
            onChange={(event) => set('q', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.from} className="text-sm font-medium">
            {t('conversations.from')}
          </label>
          <input
            id={ids.from}
            type="date"
            className={CONTROL_CLASS}
            value={query.from ?? ''}
            onChange={(event) => set('from', event.target.value)}
          />
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={ids.to} className="text-sm font-medium">
            {t('conversations.to')}
          </label>
          <input
            id={ids.to}
            type="date"
            className={CONTROL_CLASS}
            value={query.to ?? ''}
            onChange={(event) => set('to', event.target.value)}
          />
        </div>
        {places.data && places.data.length > 1 ? (
          <div className="flex flex-col gap-1 sm:col-span-2">
            <label htmlFor={ids.place} className="text-sm font-medium">
              {t('conversations.place')}
            </label>
            <Select id={ids.place} value={query.placeId ?? ''} onChange={(event) => set('placeId', event.target.value)}>
              <option value="">{t('conversations.allPlaces')}</option>
              {places.data.map((place) => (
                <option key={place.id} value={place.id}>
                  {place.name}
                </option>
              ))}
            </Select>
          </div>
        ) : null}
      </form>
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-label={t('conversations.listLabel')}>
          <QueryState query={list}>
            {(items) =>
              items.length === 0 ? (
                <Card>
                  <p>{t('conversations.empty')}</p>
                  <Link className="underline" to="/gesprekken-assistent">
                    {t('conversations.toAssistant')}
                  </Link>
                </Card>
              ) : (
                <ul className="flex flex-col gap-2">
                  {items.map((item) => (
                    <li key={item.id}>
                      <button
                        type="button"
                        aria-pressed={openId === item.id}
                        onClick={() => setOpenId(item.id)}
                        className="w-full rounded-md border border-zinc-200 p-3 text-left hover:bg-zinc-50 dark:border-zinc-700 dark:hover:bg-zinc-800"
                      >
                        <span className="block font-medium break-words">{item.title}</span>
                        <span className="block text-sm text-zinc-600 dark:text-zinc-400">
                          {item.place.name} · {formatDate(item.updatedAt, true)} ·{' '}
                          {t('conversations.questions', { count: item.questions })} ·{' '}
                          {item.signedIn ? t('conversations.signedIn') : t('conversations.visitor')}
                        </span>
                      </button>
                    </li>
                  ))}
                </ul>
              )
            }
          </QueryState>
        </section>
        {openId ? <ConversationView id={openId} /> : null}
      </div>
    </Page>
  );
}

function ConversationView({ id }: { id: string }) {
  const { t } = useAssistantTexts();
  const conversation = useConversation(id);
  return (
    <section aria-label={t('conversations.openLabel')}>
      <QueryState query={conversation}>
        {(detail) => (
          <Card className="flex flex-col gap-3">
            <h2 className="font-semibold break-words">{detail.title}</h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">
              {detail.place.name} · {formatDate(detail.createdAt, true)}
            </p>
            <ol className="flex flex-col gap-2">
              {detail.messages.map((message) => (
                <li key={message.id} className="whitespace-pre-line break-words text-sm">
                  <strong>{message.role === 'user' ? t('conversations.guest') : t('conversations.assistant')}: </strong>
                  {message.text}
                </li>
              ))}
            </ol>
            <Link className="underline" to="/gesprekken-assistent">
              {t('conversations.draftReply')}
            </Link>
          </Card>
        )}
      </QueryState>
    </section>
  );
}
