import { type BookingResult, dutchDate, type VenueDetail } from '@platform/core';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { slotFromLink } from '../hooks/link-params.ts';
import { ReservationSummary } from './reservation-summary.tsx';
import { type SlotChoice, SlotPicker } from './slot-picker.tsx';

// The form library loads only when the guest has picked a time (the page's first load stays lighter, ADR 037).
const GuestForm = lazy(() => import('./guest-form.tsx').then((module) => ({ default: module.GuestForm })));

/**
 * The booking steps of a venue, shared by /horeca/{plaats}/{slug}/reserveren and the widget (ADR 058): date and
 * party, a free time, the guest's details, then the confirmation. The pages differ only in how the guest reaches
 * their own reservation page (`manageLink`) and in the hint's colours.
 */
export function BookingFlow({
  venue,
  manageLink,
  pickTimeClassName,
}: {
  venue: VenueDetail;
  manageLink: (booked: BookingResult) => ReactNode;
  pickTimeClassName: string;
}) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  // A link may choose the date, time and party (the assistant's sources do); the picker still checks it is free.
  const [slot, setSlot] = useState<SlotChoice>(() => slotFromLink(params, dutchDate(new Date()), 50));
  const [booked, setBooked] = useState<BookingResult | null>(null);
  if (booked) return <BookingConfirmation booked={booked} manageLink={manageLink} />;
  if (!venue.reservations.enabled) return <p>{t('horeca.noReservations')}</p>;
  return (
    <>
      <Card>
        <SlotPicker
          venueId={venue.id}
          maxPartySize={venue.reservations.maxPartySize}
          horizonDays={venue.reservations.bookingHorizonDays}
          value={slot}
          onChange={setSlot}
          exceptions={venue.openingHoursExceptions}
        />
      </Card>
      {slot.time ? (
        <Card>
          <h2 className="mb-3 text-lg font-semibold">{t('horeca.yourDetails', { time: slot.time })}</h2>
          <Suspense fallback={<Spinner />}>
            <GuestForm venueId={venue.id} slot={slot} onBooked={setBooked} />
          </Suspense>
        </Card>
      ) : (
        <p className={pickTimeClassName}>{t('horeca.pickTime')}</p>
      )}
    </>
  );
}

/**
 * What the guest sees once booked. The form (and the button that had the focus) is gone, so the focus would fall to
 * the page's start; it goes to the confirmation's heading instead, which a screen reader then reads (WCAG 2.4.3).
 */
function BookingConfirmation({
  booked,
  manageLink,
}: {
  booked: BookingResult;
  manageLink: (booked: BookingResult) => ReactNode;
}) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <Card role="status" className="flex flex-col gap-3">
      <h2 ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {booked.status === 'requested' ? t('horeca.requestedTitle') : t('horeca.bookedTitle')}
      </h2>
      <ReservationSummary reservation={booked} />
      <p className="text-sm">{t('horeca.bookedMail', { email: booked.email })}</p>
      {manageLink(booked)}
    </Card>
  );
}
