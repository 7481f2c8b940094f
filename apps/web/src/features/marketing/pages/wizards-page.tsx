import { BRANDS } from '@platform/core';
import { Compass, Leaf, Search } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { useMarketingTexts } from '../texts.ts';

const CANNABIS_WIZARDS = [
  { to: '/coffeeshop-wizard', icon: Compass, title: 'coffeeshopWizard', text: 'coffeeshopWizardText' },
  { to: '/strain-discovery', icon: Leaf, title: 'strainDiscovery', text: 'strainDiscoveryText' },
  { to: '/zoeken', icon: Search, title: 'search', text: 'searchText' },
] as const;

function CannabisWizards() {
  const { t } = useMarketingTexts();
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {CANNABIS_WIZARDS.map(({ to, icon: Icon, title, text }) => (
        <li key={to}>
          <Card className="flex h-full flex-col gap-2">
            <Icon className="h-6 w-6 text-brand" aria-hidden="true" />
            <Link to={to} className="font-semibold underline-offset-2 hover:underline">
              {t(`marketing.wizards.${title}`)}
            </Link>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{t(`marketing.wizards.${text}`)}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/**
 * `/wizards` (both brands) and `/cannabis-wizards` (the coffeeshop guides only, behind the 18+ gate): an overview
 * of the existing wizards with one call to action, the coffeeshop guide.
 */
export function WizardsPage({ cannabisOnly = false }: { cannabisOnly?: boolean }) {
  const { t } = useMarketingTexts();
  const title = cannabisOnly ? t('marketing.wizards.cannabisTitle') : t('marketing.wizards.title');
  return (
    <Page title={title} wide>
      <section className="flex flex-col items-start gap-4 py-4">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="max-w-3xl text-lg text-zinc-600 dark:text-zinc-400">
          {cannabisOnly ? t('marketing.wizards.cannabisLead') : t('marketing.wizards.lead')}
        </p>
        <Link to="/coffeeshop-wizard" className={buttonClass('primary', undefined, 'rounded-md px-4 py-2 text-base')}>
          {t('marketing.wizards.cta')}
        </Link>
      </section>
      <section aria-labelledby="wizards-cannabis" className="mt-6">
        {cannabisOnly ? null : (
          <h2 id="wizards-cannabis" className="mb-3 text-xl font-semibold">
            {t('marketing.wizards.cannabisTitle')}
          </h2>
        )}
        <CannabisWizards />
        <p className="mt-4 text-sm">
          <Link to="/bijsluiter-cannabis" className="underline">
            {t('marketing.wizards.leaflet')}
          </Link>
        </p>
      </section>
      {cannabisOnly ? null : (
        <section aria-labelledby="wizards-hospitality" className="mt-10">
          <h2 id="wizards-hospitality" className="mb-3 text-xl font-semibold">
            {t('marketing.wizards.hospitalityTitle')}
          </h2>
          <p className="mb-3">{t('marketing.wizards.hospitalityText')}</p>
          <ul className="mb-3 flex flex-wrap gap-2 text-sm">
            {BRANDS.hospitality.assistants.map((assistant) => (
              <li key={assistant.id} className="rounded-full bg-zinc-100 px-3 py-1 dark:bg-zinc-800">
                {assistant.name} · {assistant.role}
              </li>
            ))}
          </ul>
          <Link to="/foodee/assistants" className="underline">
            {t('marketing.wizards.toAssistants')}
          </Link>
        </section>
      )}
    </Page>
  );
}
