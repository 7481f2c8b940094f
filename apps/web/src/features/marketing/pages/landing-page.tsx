import { findProduct } from '@platform/core';
import { useLocation } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Landing, useTextList } from '../components/landing.tsx';
import { LANDINGS } from '../content.ts';
import { useMarketingTexts } from '../texts.ts';

/** One landing page per topic (LANDINGS), each with a screenshot and one call to action: a demo request. */
export function LandingPage() {
  const { t } = useMarketingTexts();
  const { pathname } = useLocation();
  const content = LANDINGS[pathname.toLowerCase().replace(/\/+$/, '')];
  const points = useTextList(`marketing.landing.${content?.key ?? ''}.points`);
  const product = content ? findProduct(content.product) : undefined;
  if (!content || !product) return <NotFoundPage />;
  const title = t(`marketing.landing.${content.key}.title`);
  return (
    <Landing
      title={title}
      lead={t(`marketing.landing.${content.key}.lead`)}
      brand={content.brand}
      points={points}
      shot={{ file: content.shot, alt: t('marketing.common.screenshotAlt', { name: product.name }) }}
      cta={{ to: `/${product.slug}-contact`, label: t('marketing.common.demo') }}
    />
  );
}
