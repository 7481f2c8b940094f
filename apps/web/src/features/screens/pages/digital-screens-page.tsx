import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { lazyPage } from '../../../lib/lazy-page.ts';
import { SignedInOr } from '../../auth/index.ts';
import { Landing, useTextList } from '../../marketing/index.ts';

const ScreensPage = lazyPage(() => import('./screens-page.tsx'), 'ScreensPage');

/** What a visitor (or a demo account) sees at /digitale-schermen: what the screens do, and a demo request. */
function ScreensInfo() {
  const { t } = useTranslation();
  const location = useLocation();
  const points = useTextList('screens.info.points');
  return (
    <Landing
      title={t('screens.info.title')}
      lead={t('screens.info.lead')}
      brand="both"
      points={points}
      shot={{ file: 'schermen', alt: t('screens.info.alt') }}
      cta={{ to: '/schermen-contact', label: t('screens.info.cta') }}
    >
      <p className="mt-8">
        <Link to="/auth" state={{ from: location }} className="underline">
          {t('screens.info.signIn')}
        </Link>
      </p>
    </Landing>
  );
}

/**
 * `/digitale-schermen` is public (spec §2): visitors read what the screens do; a signed-in owner or manager
 * (role user and up, as on /digital-manager) manages their screens here.
 */
export function DigitalScreensPage() {
  return <SignedInOr minRole="user" signedIn={<ScreensPage />} visitor={<ScreensInfo />} />;
}
