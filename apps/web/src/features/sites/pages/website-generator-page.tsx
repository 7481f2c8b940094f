import { useState } from 'react';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useMySites } from '../api/get-my-sites.ts';
import { DomainPanel } from '../components/domain-panel.tsx';
import { PublishPanel } from '../components/publish-panel.tsx';
import { SiteForm } from '../components/site-form.tsx';
import { useSitesTexts } from '../texts.ts';

/** `/website-generator`: an owner builds, previews and publishes their place's website. */
export function WebsiteGeneratorPage() {
  const { t } = useSitesTexts();
  const query = useMySites();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <Page title={t('sites.generator.title')} wide>
      <h1 className="mb-2 text-2xl font-bold">{t('sites.generator.title')}</h1>
      <p className="mb-6 max-w-3xl">{t('sites.generator.intro')}</p>
      <QueryState query={query}>
        {(data) => {
          if (data.places.length === 0) return <p>{t('sites.generator.noPlaces')}</p>;
          const key = (kind: string, id: string) => `${kind}:${id}`;
          const place = data.places.find((item) => key(item.kind, item.placeId) === chosen) ?? data.places[0];
          if (!place) return null;
          return (
            <div className="flex flex-col gap-6">
              {data.places.length > 1 ? (
                <div className="max-w-md">
                  <SelectField
                    label={t('sites.generator.place')}
                    value={key(place.kind, place.placeId)}
                    onChange={(event) => setChosen(event.target.value)}
                  >
                    {data.places.map((item) => (
                      <option key={key(item.kind, item.placeId)} value={key(item.kind, item.placeId)}>
                        {item.name}, {item.plaats} (
                        {item.kind === 'venue' ? t('sites.generator.kindVenue') : t('sites.generator.kindCoffeeshop')})
                      </option>
                    ))}
                  </SelectField>
                </div>
              ) : null}
              <SiteForm
                key={key(place.kind, place.placeId)}
                place={place}
                templates={data.templates}
                origin={window.location.origin}
              />
              {place.site ? (
                <div className="grid gap-6 lg:grid-cols-2">
                  <PublishPanel site={place.site} />
                  <DomainPanel key={place.site.domain?.domain ?? ''} site={place.site} platformHost={data.platformHost} />
                </div>
              ) : (
                <p className="text-sm">
                  {t('sites.generator.notSaved')}. {t('sites.domain.saveFirst')}
                </p>
              )}
            </div>
          );
        }}
      </QueryState>
    </Page>
  );
}
