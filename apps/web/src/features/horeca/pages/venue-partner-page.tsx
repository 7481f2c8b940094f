import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { AssistantPlace } from '../../assistant/index.ts';
import { useVenue } from '../api/get-venue.ts';
import { VenueCards } from '../components/venue-contact.tsx';

/**
 * /horeca/{plaats}/{slug}/partner: the venue as a business partner of the
 * platform: who they are, how to reach them, what they offer (ADR 012).
 */
export function VenuePartnerPage() {
  const { t } = useTranslation();
  const { plaats = '', slug = '' } = useParams();
  const venue = useVenue(plaats, slug);
  return (
    <Page title={venue.data ? t('horeca.partnerTitle', { name: venue.data.name }) : t('horeca.title')}>
      <QueryState query={venue}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <h1 className="text-3xl font-bold">{t('horeca.partnerTitle', { name: data.name })}</h1>
            <AssistantPlace page="partner" placeId={data.id} />
            <p>{data.description}</p>
            <div className="grid gap-4 sm:grid-cols-2">
              <VenueCards venue={data} />
            </div>
            <Card>
              <h2 className="mb-2 font-semibold">{t('horeca.offers')}</h2>
              <ul className="list-disc pl-5 text-sm">
                <li>{t('horeca.offerMenu', { count: data.menu.reduce((sum, section) => sum + section.dishes.length, 0) })}</li>
                <li>{t('horeca.offerCourses', { count: data.courseMenus.length })}</li>
                <li>{data.reservations.enabled ? t('horeca.offerReservations') : t('horeca.noReservations')}</li>
              </ul>
            </Card>
            <Link to={`/horeca/${data.plaatsSlug}/${data.slug}`} className="text-brand underline">
              {t('horeca.toVenue', { name: data.name })}
            </Link>
          </div>
        )}
      </QueryState>
    </Page>
  );
}
