import type { VenueSummary } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { OpenBadge } from '../../coffeeshops/index.ts';

export const venueHref = (venue: Pick<VenueSummary, 'plaatsSlug' | 'slug'>) => `/horeca/${venue.plaatsSlug}/${venue.slug}`;

/** A venue in a list; `onOpen` runs when the guest opens it (the finder counts it as a search result, ADR 061). */
export function VenueCard({ venue, onOpen }: { venue: VenueSummary; onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <Link
      to={venueHref(venue)}
      onClick={onOpen}
      className="flex flex-col gap-1 rounded-xl border border-zinc-200 bg-white p-4 hover:border-brand dark:border-zinc-800 dark:bg-zinc-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="font-semibold">{venue.name}</h3>
        <OpenBadge open={venue.openNow} />
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t(`horeca.categories.${venue.category}`)} · {'€'.repeat(venue.priceLevel)} · {venue.plaats}
      </p>
      <p className="text-sm text-zinc-500">{venue.address}</p>
      <div className="mt-1 flex flex-wrap gap-1">
        {venue.cuisines.map((cuisine) => (
          <Badge key={cuisine}>{cuisine}</Badge>
        ))}
        {venue.reservable ? <Badge tone="brand">{t('horeca.reservable')}</Badge> : null}
      </div>
    </Link>
  );
}
