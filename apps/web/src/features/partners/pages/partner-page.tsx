import { Link, Navigate, useParams } from 'react-router';
import { PublicQuery } from '../../../app/public-query.tsx';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { PostCards, useContentTexts, usePartnerNews } from '../../content/index.ts';
import { EventList } from '../../events/index.ts';
import { PartnerItems } from '../../merchandise/index.ts';
import { usePartnerVacancies, VacancyCard } from '../../vacancies/index.ts';
import { usePartner } from '../api/public.ts';
import { PartnerLogo } from '../components/partner-card.tsx';

function PartnerVacancies({ slug }: { slug: string }) {
  const { t } = useContentTexts();
  const vacancies = usePartnerVacancies(slug);
  if (!vacancies.data?.length) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('partners.vacancies')}</h2>
      {vacancies.data.map((vacancy) => (
        <VacancyCard key={vacancy.id} vacancy={vacancy} />
      ))}
    </section>
  );
}

function PartnerNews({ slug }: { slug: string }) {
  const { t } = useContentTexts();
  const news = usePartnerNews(slug);
  if (!news.data?.length) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('content.public.partnerNews')}</h2>
      <PostCards posts={news.data} />
    </section>
  );
}

/** /partners/{slug}: the canonical public page of an approved partner, with its services, vacancies and merchandise. */
export function PartnerPage() {
  const { t } = useContentTexts();
  const { slug = '' } = useParams();
  const partner = usePartner(slug);
  return (
    <PublicQuery query={partner}>
      {(data) => (
        <Page title={data.name}>
          <div className="flex flex-col gap-4">
            <Link to="/partners" className="text-sm text-brand underline">
              {t('partners.all')}
            </Link>
            <div className="flex items-center gap-4">
              <PartnerLogo url={data.logoUrl} name={data.name} />
              <div>
                <h1 className="text-3xl font-bold">{data.name}</h1>
                <div className="flex flex-wrap gap-2 text-sm">
                  <Badge tone="brand">{t(`partners.kinds.${data.kind}`)}</Badge>
                  {data.region ? <span>{data.region}</span> : null}
                </div>
              </div>
            </div>
            {data.description ? <p className="whitespace-pre-line">{data.description}</p> : null}
            <Card className="flex flex-col gap-1 text-sm">
              <h2 className="font-semibold">{t('partners.contact')}</h2>
              <a href={`mailto:${data.contactEmail}`} className="underline">
                {data.contactEmail}
              </a>
              {data.contactPhone ? <span>{data.contactPhone}</span> : null}
              {data.website ? (
                <a href={data.website} rel="noopener noreferrer nofollow" target="_blank" className="underline">
                  {data.website}
                </a>
              ) : null}
            </Card>
            {data.services.length > 0 ? (
              <section className="flex flex-col gap-3">
                <h2 className="text-xl font-semibold">{t('partners.services')}</h2>
                {data.services.map((service) => (
                  <Card key={service.id}>
                    <h3 className="font-semibold">
                      <Link to={`/partners/${data.slug}/services/${service.id}`} className="hover:underline">
                        {service.title}
                      </Link>
                    </h3>
                    {service.priceText ? <p className="text-sm text-zinc-500">{service.priceText}</p> : null}
                  </Card>
                ))}
              </section>
            ) : null}
            <PartnerNews slug={data.slug} />
            <EventList kind="partner" id={data.id} />
            <PartnerVacancies slug={data.slug} />
            <PartnerItems slug={data.slug} />
          </div>
        </Page>
      )}
    </PublicQuery>
  );
}

/** /partner/{slug}: the same page under its canonical address. */
export function PartnerRedirect() {
  const { slug = '' } = useParams();
  return <Navigate to={`/partners/${slug}`} replace />;
}
