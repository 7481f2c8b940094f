import type { GuestReservation } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format.ts';

/** Where, when and for how many: the lines a guest checks. */
export function ReservationSummary({ reservation }: { reservation: GuestReservation }) {
  const { t } = useTranslation();
  const rows: Array<[string, string]> = [
    [t('horeca.venue'), `${reservation.venue.name}, ${reservation.venue.address}`],
    [t('horeca.date'), formatDate(reservation.startsAt)],
    [t('horeca.time'), reservation.time],
    [t('horeca.partySize'), t('horeca.persons', { count: reservation.partySize })],
    [t('horeca.name'), reservation.name],
    [t('horeca.statusLabel'), t(`horeca.status.${reservation.status}`)],
  ];
  return (
    <dl className="grid grid-cols-1 gap-x-4 gap-y-1 sm:grid-cols-3">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="text-sm text-zinc-500">{label}</dt>
          <dd className="sm:col-span-2">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
