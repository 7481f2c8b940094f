import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { HydrateInSlices } from '../../../lib/hydrate-in-slices.tsx';
import { useVenue } from '../api/get-venue.ts';
import { BookingFlow } from '../components/booking-flow.tsx';

/** /horeca/{plaats}/{slug}/reserveren: date and party, a free time, the guest's details, then the confirmation. */
export function ReservePage() {
  const { t } = useTranslation();
  const { plaats = '', slug = '' } = useParams();
  const venue = useVenue(plaats, slug);
  return (
    <Page title={venue.data ? t('horeca.reserveAt', { name: venue.data.name }) : t('horeca.reserve')}>
      <QueryState query={venue}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <div>
              <Link to={`/horeca/${data.plaatsSlug}/${data.slug}`} className="text-sm text-brand underline">
                {data.name}
              </Link>
              <h1 className="mt-1 text-3xl font-bold">{t('horeca.reserveAt', { name: data.name })}</h1>
            </div>
            {/* The booking steps hydrate in a task of their own (ADR 083); one element, as a slice needs. */}
            <HydrateInSlices>
              <div className="flex flex-col gap-6">
                <BookingFlow
                  venue={data}
                  pickTimeClassName="text-sm text-zinc-500"
                  manageLink={(booked) => (
                    <Link to={new URL(booked.manageUrl).pathname} className="text-brand underline">
                      {t('horeca.manageLink')}
                    </Link>
                  )}
                />
              </div>
            </HydrateInSlices>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
