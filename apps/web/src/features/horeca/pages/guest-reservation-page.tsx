import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useGuestCancel } from '../api/cancel-guest-reservation.ts';
import { useGuestChange } from '../api/change-guest-reservation.ts';
import { useGuestReservation } from '../api/get-guest-reservation.ts';
import { useVenue } from '../api/get-venue.ts';
import { ReservationSummary } from '../components/reservation-summary.tsx';
import { type SlotChoice, SlotPicker } from '../components/slot-picker.tsx';

function ChangeForm({ token, plaats, slug, initial }: { token: string; plaats: string; slug: string; initial: SlotChoice }) {
  const { t } = useTranslation();
  const venue = useVenue(plaats, slug);
  const change = useGuestChange(token);
  const [slot, setSlot] = useState<SlotChoice>({ ...initial, time: '' });
  if (!venue.data) return null;
  async function save() {
    try {
      await change.mutateAsync(slot);
      toast.success(t('horeca.changed'));
    } catch (error) {
      toast.error((error as Error).message);
    }
  }
  return (
    <div className="flex flex-col gap-3">
      <SlotPicker
        venueId={venue.data.id}
        maxPartySize={venue.data.reservations.maxPartySize}
        horizonDays={venue.data.reservations.bookingHorizonDays}
        value={slot}
        onChange={setSlot}
        exceptions={venue.data.openingHoursExceptions}
      />
      <div>
        <Button onClick={() => void save()} disabled={!slot.time || change.isPending}>
          {change.isPending ? t('app.busy') : t('horeca.saveChange')}
        </Button>
      </div>
    </div>
  );
}

/** /reservering/{token}: the guest's own reservation, to change or cancel until the venue's cut-off. */
export function GuestReservationPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reservation = useGuestReservation(token);
  const cancel = useGuestCancel(token);
  const [confirming, setConfirming] = useState(false);

  async function doCancel() {
    try {
      await cancel.mutateAsync(undefined);
      toast.success(t('horeca.cancelled'));
    } catch (error) {
      toast.error((error as Error).message);
    }
    setConfirming(false);
  }

  return (
    <Page title={t('horeca.myReservation')}>
      <h1 className="mb-6 text-3xl font-bold">{t('horeca.myReservation')}</h1>
      <QueryState query={reservation}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <Card>
              <ReservationSummary reservation={data} />
              <p className="mt-3 text-sm">
                <Link to={`/horeca/${data.venue.plaatsSlug}/${data.venue.slug}`} className="text-brand underline">
                  {t('horeca.toVenue', { name: data.venue.name })}
                </Link>
              </p>
            </Card>
            {data.status === 'cancelled' ? (
              <p role="status" className="rounded-md bg-zinc-100 p-3 dark:bg-zinc-800">
                {t('horeca.isCancelled')}
              </p>
            ) : data.canChange ? (
              <>
                <Card>
                  <h2 className="mb-3 text-lg font-semibold">{t('horeca.changeTitle')}</h2>
                  <ChangeForm
                    token={token}
                    plaats={data.venue.plaatsSlug}
                    slug={data.venue.slug}
                    initial={{ date: data.date, partySize: data.partySize, time: data.time }}
                  />
                </Card>
                <Card className="flex flex-col items-start gap-3">
                  <h2 className="text-lg font-semibold">{t('horeca.cancelTitle')}</h2>
                  <p className="text-sm text-zinc-600 dark:text-zinc-400">
                    {t('horeca.changeUntil', { date: formatDate(data.changeUntil, true) })}
                  </p>
                  {confirming ? (
                    <div className="flex flex-wrap gap-2">
                      <Button variant="danger" onClick={() => void doCancel()} disabled={cancel.isPending}>
                        {t('horeca.cancelConfirm')}
                      </Button>
                      <Button variant="ghost" onClick={() => setConfirming(false)}>
                        {t('horeca.cancelKeep')}
                      </Button>
                    </div>
                  ) : (
                    <Button variant="secondary" onClick={() => setConfirming(true)}>
                      {t('horeca.cancel')}
                    </Button>
                  )}
                </Card>
              </>
            ) : (
              <p className="text-sm">{t('horeca.tooLate', { phone: data.venue.phone ?? data.venue.name })}</p>
            )}
          </div>
        )}
      </QueryState>
    </Page>
  );
}
