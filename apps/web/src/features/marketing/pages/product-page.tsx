import { findPlan, type PlatformProduct } from '@platform/core';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useAuth } from '../../auth/index.ts';
import { useMyPlans } from '../api/get-my-plans.ts';
import { ProductScreenshot } from '../components/landing.tsx';
import { PRODUCT_SCREENSHOT } from '../content.ts';
import { useMarketingTexts } from '../texts.ts';

/** A module's page: what it does, for which brand, from which plan; one call to action (a demo request). */
export function ProductPage({ product }: { product: PlatformProduct }) {
  const { t } = useMarketingTexts();
  const { me } = useAuth();
  const plans = useMyPlans(Boolean(me));
  const hasIt = plans.data?.some((business) => business.modules.includes(product.slug)) ?? false;
  return (
    <Page title={product.name} wide>
      <section className="grid items-center gap-8 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col items-start gap-4">
          <p className="font-semibold text-brand">{t(`marketing.common.brand.${product.brand}`)}</p>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{product.name}</h1>
          <p className="text-lg text-zinc-600 dark:text-zinc-400">{product.description}</p>
          <p className="text-sm">{t('marketing.common.fromPlan', { plan: findPlan(product.plan).name })}</p>
          {hasIt ? (
            <>
              <p className="rounded-md bg-brand/10 px-3 py-2 text-sm">{t('marketing.product.inPlan')}</p>
              <Link to={product.managePath} className={buttonClass('primary', undefined, 'rounded-md px-4 py-2 text-base')}>
                {t('marketing.product.manage', { name: product.name })}
              </Link>
            </>
          ) : (
            <Link to={`/${product.slug}-contact`} className={buttonClass('primary', undefined, 'rounded-md px-4 py-2 text-base')}>
              {t('marketing.common.demo')}
            </Link>
          )}
          <Link to="/abonnementen" className="text-sm underline">
            {t('marketing.common.plans')}
          </Link>
        </div>
        <ProductScreenshot
          shot={{ file: PRODUCT_SCREENSHOT[product.slug], alt: t('marketing.common.screenshotAlt', { name: product.name }) }}
          eager
        />
      </section>
    </Page>
  );
}
