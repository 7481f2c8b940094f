import { type BookingResult, dutchDate } from '@platform/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { Toaster } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { AuthProvider } from '../../auth/index.ts';
import { useWidgetVenue } from '../api/get-widget-venue.ts';
import { ReservationSummary } from '../components/reservation-summary.tsx';
import { type SlotChoice, SlotPicker } from '../components/slot-picker.tsx';
import { slotFromLink } from '../hooks/link-params.ts';
import { useReportHeight } from '../hooks/use-report-height.ts';

const GuestForm = lazy(() => import('../components/guest-form.tsx').then((module) => ({ default: module.GuestForm })));

/**
 * /widget/reserveren/{venueId}: the booking form alone, framed by a venue's own website (ADR 058). No site chrome;
 * the same availability and booking rules (and limits) as /horeca/{plaats}/{slug}/reserveren.
 */
export function WidgetReservePage() {
  const { t } = useTranslation();
  const { venueId = '' } = useParams();
  const venue = useWidgetVenue(venueId);
  const [params] = useSearchParams();
  const [slot, setSlot] = useState<SlotChoice>(() => slotFromLink(params, dutchDate(new Date()), 50));
  const [booked, setBooked] = useState<BookingResult | null>(null);
  useReportHeight(venueId);
  return (
    // Outside the root layout: the guest form reads the (here always signed-out) visitor from the auth context.
    <AuthProvider>
      <main className="min-h-0">
        <Page title={venue.data ? t('horeca.reserveAt', { name: venue.data.name }) : t('horeca.reserve')}>
          <QueryState query={venue}>
            {(data) => (
              <div className="flex flex-col gap-4">
                <h1 className="text-2xl font-bold">{t('horeca.reserveAt', { name: data.name })}</h1>
                {booked ? (
                  <Card role="status" className="flex flex-col gap-3">
                    <h2 className="text-xl font-semibold">
                      {booked.status === 'requested' ? t('horeca.requestedTitle') : t('horeca.bookedTitle')}
                    </h2>
                    <ReservationSummary reservation={booked} />
                    <p className="text-sm">{t('horeca.bookedMail', { email: booked.email })}</p>
                    {/* Out of the frame: the guest's own page on the platform. */}
                    <a href={booked.manageUrl} target="_blank" rel="noopener" className="text-brand underline">
                      {t('horeca.manageLink')}
                    </a>
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
                      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('horeca.pickTime')}</p>
                    )}
                  </>
                )}
              </div>
            )}
          </QueryState>
        </Page>
        <Toaster position="top-center" richColors />
      </main>
    </AuthProvider>
  );
}
