import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useShowcase } from '../api/get-showcase.ts';
import { useSitesTexts } from '../texts.ts';

/** `/website-showcase`: published sites as plain cards (name, town, template, link), no screenshots. */
export function ShowcasePage() {
  const { t } = useSitesTexts();
  const query = useShowcase();
  return (
    <Page title={t('sites.showcase.title')} wide>
      <h1 className="mb-2 text-2xl font-bold">{t('sites.showcase.title')}</h1>
      <p className="mb-4 max-w-3xl">{t('sites.showcase.intro')}</p>
      <p className="mb-6">
        <Link to="/website-demo" className={buttonClass('primary')}>
          {t('sites.showcase.tryDemo')}
        </Link>
      </p>
      <QueryState query={query}>
        {(sites) =>
          sites.length === 0 ? (
            <p>{t('sites.showcase.empty')}</p>
          ) : (
            <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {sites.map((site) => (
                <li key={site.url}>
                  <Card padding="p-4" className="flex h-full flex-col gap-1">
                    <h2 className="text-lg font-semibold">{site.name}</h2>
                    <p>{site.plaats}</p>
                    <p className="text-sm text-zinc-600 dark:text-zinc-400">
                      {t('sites.showcase.template', { template: t(`sites.generator.templates.${site.template}`) })}
                    </p>
                    {/* The link says what it does in visible words (its name is its text, WCAG 2.5.3); the address below. */}
                    <a href={site.url} className="mt-2 text-brand underline">
                      {t('sites.showcase.visit', { name: site.name })}
                    </a>
                    <p className="break-all text-sm text-zinc-600 dark:text-zinc-400">{site.url.replace(/^https?:\/\//, '')}</p>
                  </Card>
                </li>
              ))}
            </ul>
          )
        }
      </QueryState>
    </Page>
  );
}
