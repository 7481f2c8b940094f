import type { PartnerSummary } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';

export function PartnerLogo({ url, name }: { url: string | null; name: string }) {
  return url ? (
    <img
      src={url.replace('/card.webp', '/thumbnail.webp')}
      alt={name}
      width={64}
      height={64}
      className="h-16 w-16 rounded-md object-cover"
    />
  ) : null;
}

export function PartnerCard({ partner }: { partner: PartnerSummary }) {
  const { t } = useTranslation();
  return (
    <Card className="flex gap-3">
      <PartnerLogo url={partner.logoUrl} name={partner.name} />
      <div className="flex flex-col gap-1">
        <h2 className="text-lg font-semibold">
          <Link to={`/partners/${partner.slug}`} className="hover:underline">
            {partner.name}
          </Link>
        </h2>
        <div className="flex flex-wrap gap-2 text-sm">
          <Badge tone="brand">{t(`partners.kinds.${partner.kind}`)}</Badge>
          {partner.region ? <span className="text-zinc-500">{partner.region}</span> : null}
        </div>
        {partner.description ? <p className="line-clamp-3 text-sm">{partner.description}</p> : null}
      </div>
    </Card>
  );
}
