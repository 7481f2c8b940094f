import { BookingInputSchema, type BookingResult, dutchDate } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { Form, FormCheckbox, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useAuth } from '../../auth/index.ts';
import { useBook } from '../api/book.ts';
import { useVenue } from '../api/get-venue.ts';
import { ReservationSummary } from '../components/reservation-summary.tsx';
import { type SlotChoice, SlotPicker } from '../components/slot-picker.tsx';
import { slotFromLink } from '../hooks/link-params.ts';

const GuestSchema = BookingInputSchema.pick({ name: true, email: true, phone: true, note: true, marketingOptIn: true });

function GuestForm({ venueId, slot, onBooked }: { venueId: string; slot: SlotChoice; onBooked(result: BookingResult): void }) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const book = useBook(venueId);
  const form = useZodForm(GuestSchema, {
    name: me ? me.user.name : '',
    email: me?.user.email ?? '',
    phone: '',
    note: '',
    marketingOptIn: false,
  });
  return (
    <Form
      form={form}
      onSubmit={async (guest) => onBooked(await book.mutateAsync({ ...slot, ...guest }))}
      // A taken slot is no field's fault: say so in a toast.
      onServerError={(error) => {
        if (!(error instanceof ApiRequestError && error.status === 409)) return false;
        toast.error(error.message);
        return true;
      }}
      className="flex flex-col gap-4"
    >
      <FormField name="name" label={t('horeca.name')} autoComplete="name" />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="email" label={t('horeca.email')} type="email" autoComplete="email" />
        <FormField name="phone" label={t('horeca.phone')} type="tel" autoComplete="tel" />
      </div>
      <FormField name="note" label={t('horeca.note')} />
      <FormCheckbox name="marketingOptIn" label={t('horeca.marketingOptIn')} labelClassName="items-start" className="mt-1" />
      <p className="text-xs text-zinc-500">{t('horeca.privacyNote')}</p>
      <div>
        <SubmitButton pending={book.isPending}>{t('horeca.confirmBooking')}</SubmitButton>
      </div>
    </Form>
  );
}

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
                    <GuestForm venueId={data.id} slot={slot} onBooked={setBooked} />
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
