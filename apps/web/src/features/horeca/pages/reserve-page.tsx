import { type BookingResult, dutchDate } from '@platform/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useVenue } from '../api/get-venue.ts';
import { ReservationSummary } from '../components/reservation-summary.tsx';
import { type SlotChoice, SlotPicker } from '../components/slot-picker.tsx';
import { slotFromLink } from '../hooks/link-params.ts';

// The form library loads only when the guest has picked a time (the page's first load stays lighter, ADR 037).
const GuestForm = lazy(() => import('../components/guest-form.tsx').then((module) => ({ default: module.GuestForm })));

/** /horeca/{plaats}/{slug}/reserveren: date and party, a free time, the guest's details, then the confirmation. */
export function ReservePage() {
  const { t } = useTranslation();
  const { plaats = '', slug = '' } = useParams();
  const venue = useVenue(plaats, slug);
  const [params] = useSearchParams();
  // A link may choose the date, time and party (the assistant's sources do); the picker still checks it is free.
  const [slot, setSlot] = useState<SlotChoice>(() => slotFromLink(params, dutchDate(new Date()), 50));
  const [booked, setBooked] = useState<BookingResult | null>(null);
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
            {booked ? (
              <Card role="status" className="flex flex-col gap-3">
                <h2 className="text-xl font-semibold">
                  {booked.status === 'requested' ? t('horeca.requestedTitle') : t('horeca.bookedTitle')}
                </h2>
                <ReservationSummary reservation={booked} />
                <p className="text-sm">{t('horeca.bookedMail', { email: booked.email })}</p>
                <Link to={new URL(booked.manageUrl).pathname} className="text-brand underline">
                  {t('horeca.manageLink')}
                </Link>
              </Card>
            ) : !data.reservations.enabled ? (
              <p>{t('horeca.noReservations')}</p>
            ) : (
              <>
                <Card>
                  <SlotPicker
                    venueId={data.id}
                    maxPartySize={data.reservations.maxPartySize}
                    horizonDays={data.reservations.bookingHorizonDays}
                    value={slot}
                    onChange={setSlot}
                    exceptions={data.openingHoursExceptions}
                  />
                </Card>
                {slot.time ? (
                  <Card>
                    <h2 className="mb-3 text-lg font-semibold">{t('horeca.yourDetails', { time: slot.time })}</h2>
                    <Suspense fallback={<Spinner />}>
                      <GuestForm venueId={data.id} slot={slot} onBooked={setBooked} />
                    </Suspense>
                  </Card>
                ) : (
                  <p className="text-sm text-zinc-500">{t('horeca.pickTime')}</p>
                )}
              </>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
