import { usePartnerMerchandise } from '../api/public.ts';
import { useMerchandiseTexts } from '../texts.ts';
import { MerchandiseCard } from './merchandise-card.tsx';

/** A partner's published items on its public page; nothing when it has none. */
export function PartnerItems({ slug }: { slug: string }) {
  const { t } = useMerchandiseTexts();
  const items = usePartnerMerchandise(slug);
  if (!items.data?.length) return null;
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t('merchandise.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        {items.data.map((item) => (
          <MerchandiseCard key={item.id} item={item} />
        ))}
      </div>
    </section>
  );
}
