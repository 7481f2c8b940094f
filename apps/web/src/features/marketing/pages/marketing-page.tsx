import { findPlan, PLATFORM_PRODUCTS } from '@platform/core';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { ProductScreenshot } from '../components/landing.tsx';
import { LANDINGS } from '../content.ts';
import { useMarketingTexts } from '../texts.ts';

/** `/marketing`: the platform for both brands, every module and the landing pages; one call to action (plans). */
export function MarketingPage() {
  const { t } = useMarketingTexts();
  return (
    <Page title={t('marketing.overview.title')} wide>
      <section className="flex flex-col items-start gap-4 py-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('marketing.overview.title')}</h1>
        <p className="max-w-3xl text-lg text-zinc-600 dark:text-zinc-400">{t('marketing.overview.lead')}</p>
        <Link to="/abonnementen" className={buttonClass('primary', undefined, 'rounded-md px-4 py-2 text-base')}>
          {t('marketing.overview.cta')}
        </Link>
      </section>
      <div className="mt-6 grid gap-6 md:grid-cols-2">
        <Card className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{t('marketing.overview.cannabisTitle')}</h2>
          <p>{t('marketing.overview.cannabisText')}</p>
          <ProductScreenshot shot={{ file: 'menubeheer', alt: t('marketing.common.screenshotAlt', { name: 'Menubeheer' }) }} />
        </Card>
        <Card className="flex flex-col gap-3">
          <h2 className="text-xl font-semibold">{t('marketing.overview.hospitalityTitle')}</h2>
          <p>{t('marketing.overview.hospitalityText')}</p>
          <ProductScreenshot
            shot={{ file: 'horeca-manager', alt: t('marketing.common.screenshotAlt', { name: 'Horecabeheer' }) }}
          />
        </Card>
      </div>
      <section aria-labelledby="marketing-products" className="mt-10">
        <h2 id="marketing-products" className="mb-4 text-2xl font-semibold">
          {t('marketing.overview.productsTitle')}
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {PLATFORM_PRODUCTS.map((product) => (
            <li key={product.slug}>
              <Card className="flex h-full flex-col gap-1">
                <Link to={`/${product.slug}`} className="font-semibold underline-offset-2 hover:underline">
                  {product.name}
                </Link>
                <span className="text-sm text-zinc-600 dark:text-zinc-400">{product.description}</span>
                <span className="mt-auto pt-1 text-xs text-zinc-500">
                  {t('marketing.common.fromPlan', { plan: findPlan(product.plan).name })}
                </span>
              </Card>
            </li>
          ))}
        </ul>
      </section>
      <nav aria-labelledby="marketing-landings" className="mt-10">
        <h2 id="marketing-landings" className="mb-3 text-xl font-semibold">
          {t('marketing.overview.landingsTitle')}
        </h2>
        <ul className="flex flex-wrap gap-x-4 gap-y-2">
          {Object.entries(LANDINGS).map(([path, content]) => (
            <li key={path}>
              <Link to={path} className="underline">
                {t(`marketing.landing.${content.key}.title`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </Page>
  );
}
