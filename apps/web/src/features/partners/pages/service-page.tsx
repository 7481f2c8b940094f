import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PublicQuery } from '../../../app/public-query.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { usePartnerService } from '../api/public.ts';

/** /partners/{partnerSlug}/services/{serviceId}: one service of an approved partner. */
export function ServicePage() {
  const { t } = useTranslation();
  const { partnerSlug = '', serviceId = '' } = useParams();
  const service = usePartnerService(partnerSlug, serviceId);
  return (
    <PublicQuery query={service}>
      {(data) => (
        <Page title={`${data.service.title} — ${data.partner.name}`}>
          <div className="flex flex-col gap-4">
            <Link to={`/partners/${data.partner.slug}`} className="text-sm text-brand underline">
              {data.partner.name}
            </Link>
            <h1 className="text-3xl font-bold">{data.service.title}</h1>
            {data.service.priceText ? (
              <p className="font-medium">{t('partners.price', { price: data.service.priceText })}</p>
            ) : null}
            <Card>
              <p className="whitespace-pre-line">{data.service.description}</p>
            </Card>
          </div>
        </Page>
      )}
    </PublicQuery>
  );
}
