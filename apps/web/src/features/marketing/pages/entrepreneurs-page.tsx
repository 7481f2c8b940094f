import { Link } from 'react-router';
import { Landing, useTextList } from '../components/landing.tsx';
import { useMarketingTexts } from '../texts.ts';

/** `/entrepreneurs` and `/ondernemers`: how a business owner starts; one call to action (register the business). */
export function EntrepreneursPage() {
  const { t } = useMarketingTexts();
  const steps = useTextList('marketing.entrepreneurs.steps');
  return (
    <Landing
      title={t('marketing.entrepreneurs.title')}
      lead={t('marketing.entrepreneurs.lead')}
      brand="both"
      points={steps}
      shot={{ file: 'dashboard', alt: t('marketing.common.screenshotAlt', { name: 'Dashboard' }) }}
      cta={{ to: '/onboarding/coffeeshop', label: t('marketing.entrepreneurs.cta') }}
    >
      <p className="mt-8">
        <Link to="/contact" className="underline">
          {t('marketing.entrepreneurs.question')}
        </Link>
      </p>
    </Landing>
  );
}
