import {
  addDays,
  dutchDate,
  dutchInstant,
  NETWORK_SPECS,
  networkNames,
  SOCIAL_NETWORKS,
  type SocialNetwork,
  type SocialPost,
  WEEKDAYS,
  weekdayOf,
} from '@platform/core';
import { ChevronLeft, ChevronRight, Plus, Rss } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatCalendarDay } from '../../../lib/format.ts';
import { useSocialCalendar } from '../api/get-social-calendar.ts';
import { connectOutcome, NetworkConnections } from '../components/network-connections.tsx';
import { PostCard } from '../components/post-card.tsx';
import { PostComposer } from '../components/post-composer.tsx';
import { WeekAgenda } from '../components/week-agenda.tsx';
import { useSocialPlaces } from '../hooks/use-social-places.ts';
import { useSocialTexts } from '../texts.ts';

function mondayOf(date: string): string {
  return addDays(date, -WEEKDAYS.indexOf(weekdayOf(date)));
}

/** /social-manager: per shop or venue, a week of posts per network, the composer and the approvals. */
export function SocialManagerPage() {
  const { t } = useSocialTexts();
  const { places, pending } = useSocialPlaces();
  const [search, setSearch] = useSearchParams();
  // Back from a network's consent screen: its place is chosen and the outcome shown above the networks.
  const [chosen, setChosen] = useState(() => search.get('zaak') ?? '');
  const outcome = connectOutcome(search);
  const [monday, setMonday] = useState(() => mondayOf(dutchDate(new Date())));
  const [editing, setEditing] = useState<SocialPost | 'new' | null>(null);
  const [network, setNetwork] = useState<SocialNetwork | 'all'>('all');
  const place = places.find((candidate) => `${candidate.kind}:${candidate.id}` === chosen) ?? places[0];
  const range = { from: dutchInstant(monday, 0).toISOString(), to: dutchInstant(addDays(monday, 7), 0).toISOString() };
  const calendar = useSocialCalendar(place?.kind ?? 'venue', place?.id, range);

  return (
    <Page title={t('social.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('social.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t('social.intro')}</p>
      {pending ? (
        <Spinner />
      ) : !place ? (
        <Card>
          <p>{t('social.noPlaces')}</p>
          <Link to="/onboarding/coffeeshop" className="text-brand underline">
            {t('social.onboard')}
          </Link>
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          <div className="grid gap-3 sm:grid-cols-2">
            <SelectField
              label={t('social.place')}
              value={`${place.kind}:${place.id}`}
              onChange={(event) => {
                setChosen(event.target.value);
                setEditing(null);
                if (outcome) setSearch({}, { replace: true });
              }}
            >
              {places.map((candidate) => (
                <option key={`${candidate.kind}:${candidate.id}`} value={`${candidate.kind}:${candidate.id}`}>
                  {candidate.name} ({candidate.plaats})
                </option>
              ))}
            </SelectField>
            <SelectField
              label={t('social.network')}
              value={network}
              onChange={(event) => setNetwork(event.target.value as SocialNetwork | 'all')}
            >
              <option value="all">{t('social.allNetworks')}</option>
              {SOCIAL_NETWORKS.map((option) => (
                <option key={option} value={option}>
                  {NETWORK_SPECS[option].label}
                </option>
              ))}
            </SelectField>
          </div>
          <NetworkConnections kind={place.kind} placeId={place.id} outcome={outcome} />
          <QueryState query={calendar}>
            {(data) => {
              const shown = network === 'all' ? data.posts : data.posts.filter((post) => post.networks.includes(network));
              const pendingPosts = shown.filter((post) => post.status === 'pending');
              return (
                <div className="flex flex-col gap-6" aria-busy={calendar.isFetching}>
                  <Card>
                    <div className="flex flex-wrap items-start justify-between gap-3">
                      <div className="flex flex-col gap-1 text-sm">
                        <p>
                          {data.connectors.length > 0
                            ? t('social.connectors', { networks: networkNames(data.connectors) })
                            : t('social.noConnectors')}
                        </p>
                        <p className="flex flex-wrap items-center gap-1">
                          <Rss className="h-4 w-4" aria-hidden="true" />
                          {t('social.feed')}{' '}
                          <a href={data.feedUrl} className="break-all text-brand underline">
                            {data.feedUrl}
                          </a>
                        </p>
                      </div>
                      {editing === null ? (
                        <Button onClick={() => setEditing('new')}>
                          <Plus className="h-4 w-4" aria-hidden="true" />
                          {t('social.newPost')}
                        </Button>
                      ) : null}
                    </div>
                  </Card>
                  {editing !== null ? (
                    <section aria-labelledby="composer" className="rounded-xl border border-zinc-200 p-4 dark:border-zinc-700">
                      <h2 id="composer" className="mb-4 text-xl font-semibold">
                        {editing === 'new' ? t('social.composer.title') : t('social.composer.editTitle')}
                      </h2>
                      <PostComposer
                        key={editing === 'new' ? `new:${place.id}` : editing.id}
                        kind={place.kind}
                        placeId={place.id}
                        placeName={data.place.name}
                        canApprove={data.canApprove}
                        post={editing === 'new' ? undefined : editing}
                        onDone={() => setEditing(null)}
                      />
                    </section>
                  ) : null}
                  {pendingPosts.length > 0 ? (
                    <section aria-labelledby="pending-posts" className="flex flex-col gap-3">
                      <h2 id="pending-posts" className="text-xl font-semibold">
                        {data.canApprove ? t('social.pendingForYou') : t('social.pendingForOwner')}
                      </h2>
                      <div className="grid gap-3 md:grid-cols-2">
                        {pendingPosts.map((post) => (
                          <PostCard key={post.id} post={post} canApprove={data.canApprove} onEdit={setEditing} />
                        ))}
                      </div>
                    </section>
                  ) : null}
                  <section aria-labelledby="week" className="flex flex-col gap-3">
                    <div className="flex flex-wrap items-center justify-between gap-2">
                      <h2 id="week" className="text-xl font-semibold">
                        {t('social.calendar.week', {
                          from: formatCalendarDay(monday),
                          to: formatCalendarDay(addDays(monday, 6)),
                        })}
                      </h2>
                      <div className="flex gap-2">
                        <Button variant="secondary" onClick={() => setMonday(addDays(monday, -7))}>
                          <ChevronLeft className="h-4 w-4" aria-hidden="true" />
                          {t('social.calendar.previous')}
                        </Button>
                        <Button variant="secondary" onClick={() => setMonday(mondayOf(dutchDate(new Date())))}>
                          {t('social.calendar.thisWeek')}
                        </Button>
                        <Button variant="secondary" onClick={() => setMonday(addDays(monday, 7))}>
                          {t('social.calendar.next')}
                          <ChevronRight className="h-4 w-4" aria-hidden="true" />
                        </Button>
                      </div>
                    </div>
                    <WeekAgenda monday={monday} posts={shown} canApprove={data.canApprove} onEdit={setEditing} />
                  </section>
                </div>
              );
            }}
          </QueryState>
        </div>
      )}
    </Page>
  );
}
