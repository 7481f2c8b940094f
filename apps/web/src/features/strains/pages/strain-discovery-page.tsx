import { PRODUCT_CATEGORIES, PRODUCT_TYPES, type Strain } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { BUTTON_BOX_SMALL } from '../../../components/ui/button.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { formatPercentRange } from '../../../lib/format.ts';
import { AskAssistantButton } from '../../assistant/index.ts';
import { useAuth } from '../../auth/index.ts';
import { useStrains } from '../api/get-strains.ts';

const range = (min: number | null, max: number | null) => (min === null || max === null ? '—' : formatPercentRange(min, max));

function StrainCard({ strain }: { strain: Strain }) {
  const { t } = useTranslation();
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-zinc-200 p-4 dark:border-zinc-800">
      <div className="flex flex-wrap items-center gap-2">
        <h2 className="font-semibold">{strain.naam}</h2>
        <Badge>{strain.type}</Badge>
        <Badge tone="brand">{t(`coffeeshops.categories.${strain.category}`)}</Badge>
      </div>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        THC {range(strain.thcMin, strain.thcMax)} · CBD {range(strain.cbdMin, strain.cbdMax)}
      </p>
      <Link to={`/zoeken?q=${encodeURIComponent(strain.naam)}`} className="text-sm text-brand underline">
        {t('strains.shops', { count: strain.shops })}
      </Link>
      <AskAssistantButton
        assistantId="cannabis"
        context={{ brand: 'cannabis', page: 'strain' }}
        message={t('assistant.strainQuestion', { name: strain.naam })}
        box={BUTTON_BOX_SMALL}
        className="mt-2 self-start"
      >
        {t('assistant.askStrain', { name: strain.naam })}
      </AskAssistantButton>
    </li>
  );
}

/** /strain-discovery: strains as facts from the menus this visitor may see; no prices (art. 3b Opiumwet). */
export function StrainDiscoveryPage() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const [params, setParams] = useSearchParams();
  const filters = { q: params.get('q') ?? '', type: params.get('type') ?? '', category: params.get('category') ?? '' };
  const query = new URLSearchParams(Object.entries(filters).filter(([, value]) => value)).toString();
  const strains = useStrains(query, me?.user.id ?? 'anoniem');
  const set = (name: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <Page title={t('strains.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('strains.title')}</h1>
      <p className="mb-6 max-w-3xl text-zinc-600 dark:text-zinc-400">{t('strains.intro')}</p>
      <form className="mb-6 grid gap-3 sm:grid-cols-3" onSubmit={(event) => event.preventDefault()}>
        <Field label={t('strains.search')} type="search" value={filters.q} onChange={(e) => set('q', e.target.value)} />
        <SelectField label={t('strains.type')} value={filters.type} onChange={(e) => set('type', e.target.value)}>
          <option value="">{t('strains.allTypes')}</option>
          {PRODUCT_TYPES.map((type) => (
            <option key={type} value={type}>
              {type}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('strains.category')} value={filters.category} onChange={(e) => set('category', e.target.value)}>
          <option value="">{t('strains.allCategories')}</option>
          {PRODUCT_CATEGORIES.map((category) => (
            <option key={category} value={category}>
              {t(`coffeeshops.categories.${category}`)}
            </option>
          ))}
        </SelectField>
      </form>
      <QueryState query={strains}>
        {(data) =>
          data.visibleShops === 0 ? (
            <div
              role="note"
              className="rounded-lg border border-zinc-200 bg-zinc-50 p-4 text-sm dark:border-zinc-800 dark:bg-zinc-900"
            >
              <p>{t('strains.noneVisible')}</p>
              {me ? null : (
                <Link to="/auth" className="mt-2 inline-block text-brand underline">
                  {t('strains.signIn')}
                </Link>
              )}
            </div>
          ) : data.strains.length === 0 ? (
            <p className="text-zinc-500">{t('strains.none')}</p>
          ) : (
            <>
              <p role="status" className="mb-3 text-sm text-zinc-500">
                {t('strains.count', { count: data.strains.length, shops: data.visibleShops })}
              </p>
              <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
                {data.strains.map((strain) => (
                  <StrainCard key={`${strain.naam}-${strain.type}-${strain.category}`} strain={strain} />
                ))}
              </ul>
            </>
          )
        }
      </QueryState>
    </Page>
  );
}
