import { courseMenuPath } from '@platform/core';
import { CalendarCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { HydrateInSlices } from '../../../lib/hydrate-in-slices.tsx';
import { AskAssistantButton, AssistantPlace } from '../../assistant/index.ts';
import { OpenBadge } from '../../coffeeshops/index.ts';
import { EventList } from '../../events/index.ts';
import { FavoriteButton } from '../../favorites/index.ts';
import { PlacePhotoGallery } from '../../place-photos/index.ts';
import { useVenue } from '../api/get-venue.ts';
import { AllergenMenu } from '../components/allergen-menu.tsx';
import { VenueCards } from '../components/venue-contact.tsx';
import { VenueMap } from '../components/venue-map.tsx';

export function VenuePage() {
  const { t } = useTranslation();
  const { plaats = '', slug = '' } = useParams();
  const venue = useVenue(plaats, slug);
  return (
    <Page title={venue.data ? `${venue.data.name} — ${venue.data.plaats}` : t('horeca.title')} wide>
      <QueryState query={venue}>
        {(data) => (
          // The blocks below the header hydrate in tasks of their own (HydrateInSlices): a phone is never blocked for the
          // whole page. Not the header: its favourite button follows the account, which may change before a slice runs.
          <div className="flex flex-col gap-6">
            <div>
              <Link to={`/horeca?plaats=${data.plaatsSlug}`} className="text-sm text-brand underline">
                {t('horeca.inCity', { plaats: data.plaats })}
              </Link>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-bold">{data.name}</h1>
                <OpenBadge open={data.openNow} />
                <FavoriteButton item={{ kind: 'venue', targetId: data.id }} name={data.name} />
              </div>
              <p className="mt-1 text-zinc-600 dark:text-zinc-400">
                {t(`horeca.categories.${data.category}`)} · {'€'.repeat(data.priceLevel)} · {data.cuisines.join(', ')}
              </p>
              <p className="mt-2">{data.description}</p>
              <AssistantPlace page="venue" placeId={data.id} />
              <div className="mt-4 flex flex-wrap items-center gap-2">
                {data.reservations.enabled ? (
                  <Link to={`/horeca/${data.plaatsSlug}/${data.slug}/reserveren`} className={buttonClass('primary')}>
                    <CalendarCheck className="h-4 w-4" aria-hidden="true" />
                    {t('horeca.reserve')}
                  </Link>
                ) : (
                  <p className="text-sm text-zinc-500">{t('horeca.noReservations')}</p>
                )}
                <AskAssistantButton assistantId="tastee" context={{ brand: 'hospitality', page: 'venue', placeId: data.id }}>
                  {t('assistant.ask', { name: 'Tastee' })}
                </AskAssistantButton>
                {data.reservations.enabled ? (
                  <AskAssistantButton assistantId="tablee" context={{ brand: 'hospitality', page: 'venue', placeId: data.id }}>
                    {t('assistant.ask', { name: 'Tablee' })}
                  </AskAssistantButton>
                ) : null}
              </div>
            </div>

            <HydrateInSlices>
              <PlacePhotoGallery photos={data.photos} name={data.name} />
            </HydrateInSlices>
            <HydrateInSlices>
              <div className="grid gap-4 md:grid-cols-3">
                <VenueCards venue={data} />
                <VenueMap
                  className="h-64"
                  places={[{ id: data.id, latitude: data.latitude, longitude: data.longitude, label: data.name }]}
                />
              </div>
            </HydrateInSlices>
            {data.courseMenus.length > 0 ? (
              <HydrateInSlices>
                <section aria-labelledby="courses-title">
                  <h2 id="courses-title" className="mb-3 text-2xl font-semibold">
                    {t('horeca.courseMenus')}
                  </h2>
                  <ul className="grid gap-3 sm:grid-cols-2">
                    {data.courseMenus.map((course) => (
                      <li key={course.id}>
                        <Link
                          to={courseMenuPath(data, course.id)}
                          className="flex flex-col rounded-xl border border-zinc-200 p-4 hover:border-brand dark:border-zinc-800"
                        >
                          <span className="font-semibold">{course.name}</span>
                          <span className="text-sm text-zinc-600 dark:text-zinc-400">
                            {t('horeca.courseSummary', { count: course.courseCount, price: formatEuro(course.pricePerPerson) })}
                          </span>
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              </HydrateInSlices>
            ) : null}
            <HydrateInSlices>
              <section aria-labelledby="menu-title">
                <h2 id="menu-title" className="mb-3 text-2xl font-semibold">
                  {t('horeca.menu')}
                </h2>
                <AllergenMenu sections={data.menu} />
              </section>
            </HydrateInSlices>
            <HydrateInSlices>
              <EventList kind="venue" id={data.id} />
            </HydrateInSlices>
            <Link to={`/horeca/${data.plaatsSlug}/${data.slug}/partner`} className="text-sm text-brand underline">
              {t('horeca.partnerLink')}
            </Link>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
