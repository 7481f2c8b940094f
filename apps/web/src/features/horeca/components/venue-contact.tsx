import type { VenueDetail } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { OpeningHoursExceptionsList, OpeningHoursTable } from '../../coffeeshops/index.ts';

/** Address, phone, e-mail and website of a venue. */
function VenueContact({ venue }: { venue: VenueDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <h2 className="mb-2 font-semibold">{t('horeca.contact')}</h2>
      <p>{venue.address}</p>
      <p>
        {venue.postcode} {venue.plaats}
      </p>
      {venue.phone ? (
        <p className="mt-2 text-sm">
          <a href={`tel:${venue.phone.replaceAll(/[^0-9+]/g, '')}`} className="text-brand underline">
            {venue.phone}
          </a>
        </p>
      ) : null}
      {venue.email ? (
        <p className="text-sm">
          <a href={`mailto:${venue.email}`} className="text-brand underline">
            {venue.email}
          </a>
        </p>
      ) : null}
      {venue.website ? (
        <p className="text-sm">
          <a href={venue.website} target="_blank" rel="noreferrer" className="text-brand underline">
            {t('horeca.website')}
          </a>
        </p>
      ) : null}
    </>
  );
}

/** The contact and opening-hours cards, side by side in the caller's grid. */
export function VenueCards({ venue }: { venue: VenueDetail }) {
  const { t } = useTranslation();
  return (
    <>
      <Card>
        <VenueContact venue={venue} />
      </Card>
      <Card>
        <h2 className="mb-2 font-semibold">{t('horeca.hours')}</h2>
        <OpeningHoursTable hours={venue.openingHours} />
        <OpeningHoursExceptionsList exceptions={venue.openingHoursExceptions} />
      </Card>
    </>
  );
}
