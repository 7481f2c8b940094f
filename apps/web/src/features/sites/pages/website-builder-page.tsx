import { Link, useLocation } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { SignedInOr } from '../../auth/index.ts';
import { Landing, useTextList } from '../../marketing/index.ts';
import { useSitesTexts } from '../texts.ts';

const WebsiteGeneratorPage = lazyPage(() => import('./website-generator-page.tsx'), 'WebsiteGeneratorPage');

/** What a visitor (or a demo account) sees at /website-generator: what the builder does, the demo, the showcase. */
function WebsiteBuilderInfo() {
  const { t } = useSitesTexts();
  const location = useLocation();
  const points = useTextList('sites.info.points');
  return (
    <Landing
      title={t('sites.info.title')}
      lead={t('sites.info.lead')}
      brand="both"
      points={points}
      shot={{ file: 'websitebouwer', alt: t('sites.info.alt') }}
      cta={{ to: '/website-demo', label: t('sites.info.cta') }}
    >
      <p className="mt-8 flex flex-wrap gap-x-6 gap-y-2">
        <Link to="/website-showcase" className="underline">
          {t('sites.info.showcase')}
        </Link>
        <Link to="/auth" state={{ from: location }} className="underline">
          {t('sites.info.signIn')}
        </Link>
      </p>
    </Landing>
  );
}

/**
 * `/website-generator` is public (spec §2, Marketing): visitors read what the builder does and try it on sample data;
 * a signed-in account (role user and up, who may own a place) builds its site here. The server checks every write.
 */
export function WebsiteBuilderPage() {
  return <SignedInOr minRole="user" signedIn={<WebsiteGeneratorPage />} visitor={<WebsiteBuilderInfo />} />;
}
