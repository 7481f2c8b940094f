import { PARTNER_KINDS } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useSearchFilters } from '../../../lib/use-search-filters.ts';
import { usePartners } from '../api/public.ts';
import { PartnerCard } from '../components/partner-card.tsx';
import { PartnerKindOptions } from '../components/partner-kind-options.tsx';

/** /partners: approved partners, filtered by kind and searched (both in the URL). */
export function PartnersPage() {
  const { t } = useTranslation();
  const { params, set } = useSearchFilters();
  const kind = PARTNER_KINDS.find((value) => value === params.get('kind'));
  const q = params.get('q') ?? '';
  const partners = usePartners({ ...(kind ? { kind } : {}), ...(q ? { q } : {}) });
  return (
    <Page title={t('partners.title')} wide>
      <h1 className="text-3xl font-bold">{t('partners.title')}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('partners.intro')}</p>
      <div className="mb-6 grid gap-3 sm:grid-cols-2">
        <Field type="search" label={t('partners.search')} value={q} onChange={(e) => set('q', e.target.value)} />
        <SelectField label={t('partners.fields.kind')} value={kind ?? ''} onChange={(e) => set('kind', e.target.value)}>
          <option value="">{t('partners.allKinds')}</option>
          <PartnerKindOptions />
        </SelectField>
      </div>
      <QueryState query={partners}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="text-zinc-500">{t('partners.empty')}</p>
          ) : (
            <div className="grid gap-3 md:grid-cols-2">
              {rows.map((partner) => (
                <PartnerCard key={partner.id} partner={partner} />
              ))}
            </div>
          )
        }
      </QueryState>
    </Page>
  );
}
