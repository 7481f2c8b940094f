import { useState } from 'react';
import { Link } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useIntegrationPlaces } from '../api/get-integration-places.ts';
import { ApiKeysSection } from '../components/api-keys-section.tsx';
import { WebhooksSection } from '../components/webhooks-section.tsx';
import { useIntegrationsTexts } from '../texts.ts';

/** /integrations-management: per shop or venue of the owner (admins: any), its API keys, webhooks and delivery log. */
export function IntegrationsManagementPage() {
  const { t } = useIntegrationsTexts();
  const places = useIntegrationPlaces();
  const [chosen, setChosen] = useState('');
  return (
    <Page title={t('integrations.manage.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('integrations.manage.title')}</h1>
      <p className="mb-2 text-zinc-600 dark:text-zinc-400">{t('integrations.manage.intro')}</p>
      <p className="mb-6 flex flex-wrap gap-x-4 gap-y-1">
        <a href="/api/docs" className="text-brand underline">
          {t('integrations.manage.docs')}
        </a>
        <Link to="/integrations" className="text-brand underline">
          {t('integrations.manage.explain')}
        </Link>
      </p>
      <QueryState query={places}>
        {(list) => {
          const place = list.find((candidate) => `${candidate.kind}:${candidate.id}` === chosen) ?? list[0];
          if (!place) {
            return (
              <Card>
                <p>{t('integrations.manage.noPlaces')}</p>
                <Link to="/onboarding/coffeeshop" className="text-brand underline">
                  {t('integrations.manage.onboard')}
                </Link>
              </Card>
            );
          }
          return (
            <div className="flex flex-col gap-6">
              <div className="max-w-xl">
                <SelectField
                  label={t('integrations.manage.place')}
                  value={`${place.kind}:${place.id}`}
                  onChange={(event) => setChosen(event.target.value)}
                >
                  {list.map((candidate) => (
                    <option key={`${candidate.kind}:${candidate.id}`} value={`${candidate.kind}:${candidate.id}`}>
                      {candidate.name} ({candidate.plaats}, {t(`integrations.manage.kind.${candidate.kind}`)})
                    </option>
                  ))}
                </SelectField>
              </div>
              <ApiKeysSection key={`keys-${place.id}`} kind={place.kind} placeId={place.id} />
              <WebhooksSection key={`hooks-${place.id}`} kind={place.kind} placeId={place.id} />
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
