import { useId, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Select } from '../../../components/ui/select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { useConversations, useDraftAnswer, useOwnerPlaces } from '../api/owner.ts';
import { useAssistantTexts } from '../texts.ts';

/**
 * /gesprekken-assistent: the owner pastes (or picks) a guest's question and gets a draft answer
 * from the place's public data, to copy or edit and send themselves (ADR 044).
 */
export function GuestAnswerPage() {
  const { t } = useAssistantTexts();
  const places = useOwnerPlaces();
  return (
    <Page title={t('ownerAssistant.title')}>
      <h1 className="mb-1 text-3xl font-bold">{t('ownerAssistant.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('ownerAssistant.intro')}</p>
      <QueryState query={places}>
        {(list) =>
          list.length === 0 ? (
            <Card>
              <p>{t('ownerAssistant.noPlaces')}</p>
            </Card>
          ) : (
            <DraftForm places={list} />
          )
        }
      </QueryState>
    </Page>
  );
}

function DraftForm({ places }: { places: ReturnType<typeof useOwnerPlaces>['data'] & object }) {
  const { t } = useAssistantTexts();
  const ids = { place: useId(), question: useId(), draft: useId() };
  const [placeId, setPlaceId] = useState(places[0]?.id ?? '');
  const [question, setQuestion] = useState('');
  const [draft, setDraft] = useState('');
  const [copied, setCopied] = useState(false);
  const recent = useConversations({ placeId });
  const drafting = useDraftAnswer();
  const result = drafting.data;

  const submit = () => {
    if (!question.trim() || drafting.isPending) return;
    setCopied(false);
    drafting.mutate({ placeId, question }, { onSuccess: (answer) => setDraft(answer.answer ?? '') });
  };

  return (
    <div className="grid gap-4 lg:grid-cols-3">
      <form
        className="flex flex-col gap-3 lg:col-span-2"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={ids.place} className="text-sm font-medium">
          {t('ownerAssistant.place')}
        </label>
        <Select id={ids.place} value={placeId} onChange={(event) => setPlaceId(event.target.value)}>
          {places.map((place) => (
            <option key={place.id} value={place.id}>
              {place.name} ({t(`ownerAssistant.kind.${place.kind}`)})
            </option>
          ))}
        </Select>
        <label htmlFor={ids.question} className="text-sm font-medium">
          {t('ownerAssistant.question')}
        </label>
        <Textarea
          id={ids.question}
          rows={4}
          maxLength={2000}
          value={question}
          placeholder={t('ownerAssistant.placeholder')}
          onChange={(event) => setQuestion(event.target.value)}
        />
        <div>
          <Button type="submit" disabled={!question.trim() || drafting.isPending}>
            {drafting.isPending ? t('ownerAssistant.drafting') : t('ownerAssistant.draft')}
          </Button>
        </div>
        {drafting.isError ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {drafting.error.message}
          </p>
        ) : null}
        {result ? (
          <Card className="flex flex-col gap-2" aria-live="polite">
            <h2 className="font-semibold">{t('ownerAssistant.resultTitle')}</h2>
            <p className="text-xs text-zinc-600 dark:text-zinc-400">
              {t('ownerAssistant.producedBy', { producer: result.producedBy })}
            </p>
            {result.answer === null ? (
              <p role="status">{result.reason}</p>
            ) : (
              <>
                <label htmlFor={ids.draft} className="text-sm font-medium">
                  {t('ownerAssistant.editLabel')}
                </label>
                <Textarea id={ids.draft} rows={10} value={draft} onChange={(event) => setDraft(event.target.value)} />
                <div className="flex flex-wrap items-center gap-2">
                  <Button
                    type="button"
                    variant="secondary"
                    onClick={() => {
                      void navigator.clipboard?.writeText(draft).then(() => setCopied(true));
                    }}
                  >
                    {t('ownerAssistant.copy')}
                  </Button>
                  {copied ? <span role="status">{t('ownerAssistant.copied')}</span> : null}
                </div>
              </>
            )}
            {result.sources.length > 0 ? (
              <ul className="text-sm" aria-label={t('ownerAssistant.sources')}>
                {result.sources.map((source) => (
                  <li key={source.url}>
                    <Link className="underline" to={source.url}>
                      {source.title}
                    </Link>
                  </li>
                ))}
              </ul>
            ) : null}
          </Card>
        ) : null}
      </form>
      <Card className="flex flex-col gap-2 text-sm">
        <h2 className="font-semibold">{t('ownerAssistant.recentTitle')}</h2>
        {recent.data && recent.data.length > 0 ? (
          <ul className="flex flex-col gap-1">
            {recent.data.slice(0, 8).map((conversation) => (
              <li key={conversation.id}>
                <button type="button" className="text-left underline" onClick={() => setQuestion(conversation.title)}>
                  {conversation.title}
                </button>
              </li>
            ))}
          </ul>
        ) : (
          <p>{t('ownerAssistant.recentEmpty')}</p>
        )}
        <Link className="underline" to="/gesprekken-management">
          {t('ownerAssistant.toConversations')}
        </Link>
      </Card>
    </div>
  );
}
