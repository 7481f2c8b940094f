import { findProduct } from '@platform/core';
import { Link, useLocation } from 'react-router';
import { NotFoundPage } from '../../../app/not-found-page.tsx';
import { Landing, useTextList } from '../components/landing.tsx';
import { LANDINGS } from '../content.ts';
import { useMarketingTexts } from '../texts.ts';

/**
 * One landing page per topic (LANDINGS), each with a screenshot and one call to action: a demo request.
 * `landing` shows that topic's page at another path: a module's own route shows it to visitors (`/report-manager`),
 * with a sign-in link under it, as /digitale-schermen does.
 */
export function LandingPage({ landing }: { landing?: string }) {
  const { t } = useMarketingTexts();
  const location = useLocation();
  const content = LANDINGS[landing ?? location.pathname.toLowerCase().replace(/\/+$/, '')];
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
    >
      {landing ? (
        <p className="mt-8">
          <Link to="/auth" state={{ from: location }} className="underline">
            {t(`marketing.landing.${content.key}.signIn`)}
          </Link>
        </p>
      ) : null}
    </Landing>
  );
}
