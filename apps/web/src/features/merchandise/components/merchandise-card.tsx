import { type Merchandise, photoUrl } from '@platform/core';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { useMerchandiseTexts } from '../texts.ts';
import { formatCents } from './price.ts';

/** An item in a list: photo, name (the link), price and whether it is in stock. */
export function MerchandiseCard({ item }: { item: Merchandise }) {
  const { t } = useMerchandiseTexts();
  const [image] = item.images;
  return (
    <Card className="flex items-center gap-3">
      {image ? (
        <img src={photoUrl(image, 'thumbnail')} alt="" width={80} height={80} className="h-20 w-20 rounded object-cover" />
      ) : null}
      <div className="min-w-0">
        <h3 className="font-semibold">
          <Link to={`/merchandise/${item.id}`} className="hover:underline">
            {item.name}
          </Link>
        </h3>
        <p className="text-sm">
          {formatCents(item.priceCents)} ·{' '}
          <span className="text-zinc-500">
            {item.stock > 0 ? t('merchandise.inStock', { count: item.stock }) : t('merchandise.soldOut')}
          </span>
        </p>
      </div>
    </Card>
  );
}
