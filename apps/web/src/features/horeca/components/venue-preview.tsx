import {
  dutchDate,
  type OpeningHours,
  type OpeningHoursException,
  UPCOMING_EXCEPTION_DAYS,
  upcomingExceptions,
} from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { OpeningHoursExceptionsList, OpeningHoursTable } from '../../coffeeshops/index.ts';

/** The editor's fields as typed: text as it stands in the inputs, before the form turns it into a venue. */
export interface VenuePreviewValues {
  name: string;
  category: string;
  cuisines: string;
  priceLevel: string;
  description: string;
  address: string;
  postcode: string;
  plaats: string;
  phone: string;
  email: string;
  website: string;
  openingHours: OpeningHours;
  openingHoursExceptions: OpeningHoursException[];
  reservationsEnabled: boolean;
}

/** What the public venue page will show of these fields while the owner types (the menus have their own tabs). */
export function VenuePreview({ values }: { values: VenuePreviewValues }) {
  const { t } = useTranslation();
  const priceLevel = Math.min(4, Math.max(1, Number(values.priceLevel) || 1));
  const cuisines = values.cuisines
    .split(',')
    .map((cuisine) => cuisine.trim())
    .filter(Boolean);
  const kind = [
    t(`horeca.categories.${values.category}`, { defaultValue: values.category }),
    '€'.repeat(priceLevel),
    cuisines.join(', '),
  ];
  return (
    <section aria-labelledby="venue-preview" className="flex flex-col gap-2">
      <h2 id="venue-preview" className="text-lg font-semibold">
        {t('horecaEditor.preview')}
      </h2>
      <Card className="flex flex-col gap-3" aria-live="polite">
        <h3 className="text-2xl font-bold break-words">{values.name.trim() || t('horecaEditor.noName')}</h3>
        <p className="text-zinc-600 dark:text-zinc-300">{kind.filter(Boolean).join(' · ')}</p>
        {values.description.trim() ? <p className="break-words">{values.description}</p> : null}
        <p className="text-sm">{values.reservationsEnabled ? t('horeca.reserve') : t('horeca.noReservations')}</p>
        <div>
          <h4 className="font-semibold">{t('horeca.contact')}</h4>
          <p>{values.address}</p>
          <p>{[values.postcode, values.plaats].filter((part) => part.trim()).join(' ')}</p>
          {values.phone.trim() ? <p className="text-sm">{values.phone}</p> : null}
          {values.email.trim() ? <p className="text-sm break-all">{values.email}</p> : null}
          {values.website.trim() ? <p className="text-sm break-all">{values.website}</p> : null}
        </div>
        <div>
          <h4 className="font-semibold">{t('horeca.hours')}</h4>
          <OpeningHoursTable hours={values.openingHours} />
          <OpeningHoursExceptionsList
            exceptions={upcomingExceptions(values.openingHoursExceptions, dutchDate(new Date()), UPCOMING_EXCEPTION_DAYS)}
          />
        </div>
      </Card>
    </section>
  );
}
