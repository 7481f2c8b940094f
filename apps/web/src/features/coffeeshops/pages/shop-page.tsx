import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { AskAssistantButton, AssistantPlace } from '../../assistant/index.ts';
import { useAuth } from '../../auth/index.ts';
import { EventList } from '../../events/index.ts';
import { FavoriteButton } from '../../favorites/index.ts';
import { PlacePhotoGallery } from '../../place-photos/index.ts';
import { useShop } from '../api/get-shop.ts';
import { OpeningHoursExceptionsList } from '../components/opening-hours-exceptions-list.tsx';
import { OpeningHoursTable } from '../components/opening-hours-table.tsx';
import { OpenBadge } from '../components/shop-card.tsx';
import { ShopMenu } from '../components/shop-menu.tsx';
import { ShopMap } from '../components/shops-map.tsx';

export function ShopPage() {
  const { t } = useTranslation();
  const { plaats = '', slug = '' } = useParams();
  const { me } = useAuth();
  const shop = useShop(plaats, slug, me?.user.id ?? 'anoniem');
  return (
    <Page title={shop.data ? `${shop.data.name} — ${shop.data.plaats}` : t('coffeeshops.title')} wide>
      <QueryState query={shop}>
        {(data) => (
          <div className="flex flex-col gap-6">
            <div>
              <Link to={`/coffeeshops/${data.plaatsSlug}`} className="text-sm text-brand underline">
                {t('coffeeshops.inCity', { plaats: data.plaats })}
              </Link>
              <div className="mt-2 flex flex-wrap items-center gap-3">
                <h1 className="text-3xl font-bold">{data.name}</h1>
                <OpenBadge open={data.openNow} />
                <FavoriteButton item={{ kind: 'coffeeshop', targetId: data.id }} name={data.name} />
              </div>
              <p className="mt-2 text-zinc-600 dark:text-zinc-400">{data.description}</p>
              <AssistantPlace page="shop" placeId={data.id} />
              <AskAssistantButton
                assistantId="cannabis"
                context={{ brand: 'cannabis', page: 'shop', placeId: data.id }}
                className="mt-4"
              >
                {t('assistant.askShop')}
              </AskAssistantButton>
            </div>
            <PlacePhotoGallery photos={data.photos} name={data.name} />
            <div className="grid gap-4 md:grid-cols-3">
              <Card>
                <h2 className="mb-2 font-semibold">{t('coffeeshops.address')}</h2>
                <p>{data.address}</p>
                <p>
                  {data.postcode} {data.plaats}
                </p>
                {data.phone ? <p className="mt-2 text-sm">{data.phone}</p> : null}
                <a
                  className="mt-2 inline-block text-sm text-brand underline"
                  href={`https://www.openstreetmap.org/?mlat=${data.latitude}&mlon=${data.longitude}#map=17/${data.latitude}/${data.longitude}`}
                  target="_blank"
                  rel="noreferrer"
                >
                  {t('coffeeshops.map')}
                </a>
              </Card>
              <Card>
                <h2 className="mb-2 font-semibold">{t('coffeeshops.hours')}</h2>
                <OpeningHoursTable hours={data.openingHours} />
                <OpeningHoursExceptionsList exceptions={data.openingHoursExceptions} />
              </Card>
              <Card>
                <h2 className="mb-2 font-semibold">{t('coffeeshops.houseRules')}</h2>
                <ul className="list-disc pl-5 text-sm">
                  <li>{t('coffeeshops.rule18')}</li>
                  <li>{data.residentsOnly ? t('coffeeshops.ruleResidents') : t('coffeeshops.ruleOpen')}</li>
                  {data.wietexperiment ? <li>{t('coffeeshops.ruleExperiment')}</li> : null}
                </ul>
              </Card>
            </div>
            <ShopMap shop={data} className="h-64" />
            <section aria-labelledby="menu-title">
              <h2 id="menu-title" className="mb-3 text-2xl font-semibold">
                {t('coffeeshops.menu')}
              </h2>
              <ShopMenu shop={data} />
            </section>
            <section aria-labelledby="news-title">
              <h2 id="news-title" className="mb-3 text-2xl font-semibold">
                {t('coffeeshops.news')}
              </h2>
              {data.news.length === 0 ? (
                <p className="text-zinc-500">{t('coffeeshops.noNews')}</p>
              ) : (
                <ul className="flex flex-col gap-2">
                  {data.news.map((item) => (
                    <li key={item.slug}>
                      <Link
                        to={`/coffeeshops/${data.plaatsSlug}/${data.slug}/nieuws/${item.slug}`}
                        className="text-brand underline"
                      >
                        {item.title}
                      </Link>{' '}
                      <span className="text-sm text-zinc-500">{formatDate(item.publishedAt)}</span>
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <EventList kind="coffeeshop" id={data.id} />
          </div>
        )}
      </QueryState>
    </Page>
  );
}
