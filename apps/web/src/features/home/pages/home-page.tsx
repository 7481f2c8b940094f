import { BRANDS } from '@platform/core';
import { CalendarCheck, ChefHat, Monitor, Scale, ShieldCheck, UtensilsCrossed } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useAuth } from '../../auth/index.ts';
import { useBrand } from '../../brand/index.ts';
import { AssistantCards } from '../../horeca/index.ts';

function Hero({ title, text }: { title: string; text: string }) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const { brand } = useBrand();
  const config = BRANDS[brand];
  return (
    <section className="flex items-center gap-6 py-10">
      <div className="flex min-w-0 flex-col items-start gap-4">
        <p className="font-semibold text-brand">
          {config.displayName} · {config.tagline}
        </p>
        <h1 className="text-4xl font-bold tracking-tight sm:text-5xl">{title}</h1>
        <p className="max-w-2xl text-lg text-zinc-600 dark:text-zinc-400">{text}</p>
        <Link to={me ? '/dashboard' : '/auth'} className={buttonClass('primary', undefined, 'rounded-md px-4 py-2 text-base')}>
          {me ? t('home.toDashboard') : t('home.start')}
        </Link>
      </div>
      <img
        src={config.mascotImage}
        alt={config.mascotName}
        width={192}
        height={192}
        className="ml-auto hidden h-48 w-48 shrink-0 sm:block"
      />
    </section>
  );
}

function Feature({ icon: Icon, text }: { icon: typeof Scale; text: string }) {
  return (
    <Card className="flex items-center gap-3">
      <Icon className="h-6 w-6 shrink-0 text-brand" aria-hidden="true" />
      <span className="font-medium">{text}</span>
    </Card>
  );
}

// Public pages of the cannabis brand (router.tsx), so a visitor can look around without an account.
const EXPLORE = [
  ['/coffeeshops', 'nav.coffeeshops'],
  ['/zoeken', 'nav.search'],
  ['/coffeeshop-wizard', 'nav.wizard'],
  ['/telers', 'nav.telers'],
  ['/strain-discovery', 'nav.strains'],
  ['/bijsluiter-cannabis', 'home.leaflet'],
] as const;

function CannabisHome() {
  const { t } = useTranslation();
  return (
    <>
      <Hero title={t('home.cannabisTitle')} text={t('home.cannabisText')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Feature icon={Scale} text={t('home.featureMenus')} />
        <Feature icon={Monitor} text={t('home.featureScreens')} />
        <Feature icon={ShieldCheck} text={t('home.featureCompliance')} />
      </div>
      <nav aria-labelledby="home-explore" className="mt-8">
        <h2 id="home-explore" className="mb-3 text-xl font-semibold">
          {t('home.explore')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {EXPLORE.map(([to, label]) => (
            <Link key={to} to={to} className={buttonClass('secondary')}>
              {t(label)}
            </Link>
          ))}
        </div>
      </nav>
      <p className="mt-6 text-sm text-zinc-500">{t('home.cannabisLaw')}</p>
    </>
  );
}

function HospitalityHome() {
  const { t } = useTranslation();
  return (
    <>
      <Hero title={t('home.hospitalityTitle')} text={t('home.hospitalityText')} />
      <div className="grid gap-4 sm:grid-cols-3">
        <Feature icon={CalendarCheck} text={t('home.featureReservations')} />
        <Feature icon={UtensilsCrossed} text={t('home.featureAllergens')} />
        <Feature icon={ChefHat} text={t('home.featureAssistants')} />
      </div>
      <h2 className="mt-10 mb-4 text-2xl font-semibold">{t('home.assistantsTitle')}</h2>
      <AssistantCards />
      <Link to="/horeca" className={buttonClass('secondary', 'mt-6')}>
        {t('horeca.findVenues')}
      </Link>
    </>
  );
}

// The pages for business owners and the information pages (issue 22).
const FOR_BUSINESS = [
  ['/ondernemers', 'home.forBusiness'],
  ['/abonnementen', 'home.plans'],
  ['/marketing', 'home.modules'],
  ['/contact', 'home.contact'],
] as const;

function BusinessLinks() {
  const { t } = useTranslation();
  return (
    <nav aria-labelledby="home-business" className="mt-10 border-t border-zinc-200 pt-6 dark:border-zinc-800">
      <h2 id="home-business" className="mb-3 text-lg font-semibold">
        {t('home.businessTitle')}
      </h2>
      <ul className="flex flex-wrap gap-x-4 gap-y-2">
        {FOR_BUSINESS.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="underline">
              {t(label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** `/` per brand; `/foodee` selects the hospitality brand through its path. */
export function HomePage() {
  const { brand } = useBrand();
  return (
    <Page title={`${BRANDS[brand].displayName} — ${BRANDS[brand].tagline}`} wide>
      {brand === 'hospitality' ? <HospitalityHome /> : <CannabisHome />}
      <BusinessLinks />
    </Page>
  );
}
