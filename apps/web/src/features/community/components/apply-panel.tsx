import { type ApplyMakerInput, DEFAULT_INTERESTS, DEFAULT_MUNICIPALITY } from '@platform/core';
import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset, ReadOnlyNotice } from '../../auth/index.ts';
import { useApplyAsMaker } from '../api/apply-as-maker.ts';
import { useTiers } from '../api/get-tiers.ts';
import { MakerPreferencesForm } from './maker-preferences-form.tsx';

/** No maker profile yet: the tiers and the application (spec state 2). */
export function ApplyPanel() {
  const { t } = useTranslation();
  const tiers = useTiers();
  const apply = useApplyAsMaker();
  const submit = async (input: ApplyMakerInput) => {
    await apply.mutateAsync(input);
    toast.success(t('community.applySuccessTitle'), { description: t('community.applySuccessText') });
  };
  const failed = (error: unknown) => {
    console.error('Aanmelden als maker mislukt', error);
    toast.error(t('community.applyErrorTitle'), { description: t('community.applyErrorText') });
  };

  return (
    <div className="flex flex-col gap-6">
      <div>
        <h1 className="text-3xl font-bold">{t('community.applyTitle')}</h1>
        <p className="mt-2 text-zinc-600 dark:text-zinc-400">{t('community.applyIntro')}</p>
      </div>
      <p role="note" className="flex gap-3 rounded-lg border border-brand/40 bg-brand/10 p-4 text-sm">
        <ShieldCheck className="h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
        {t('community.complianceNotice')}
      </p>
      {tiers.isPending ? <Spinner /> : null}
      {tiers.isError ? <p role="alert">{tiers.error.message}</p> : null}
      <div className="grid gap-4 sm:grid-cols-3">
        {tiers.data?.map((tier) => (
          <Card key={tier.tierName} className="flex flex-col gap-2">
            <h2 className="text-lg font-semibold">{tier.displayName}</h2>
            <p className="text-sm text-zinc-600 dark:text-zinc-400">{tier.description}</p>
            <p className="text-sm font-medium">{t('community.postsPerMonth', { count: tier.contentQuotaMonthly })}</p>
            <p className="text-sm font-medium">{t('community.honorarium', { amount: formatEuro(tier.honorariumBase) })}</p>
          </Card>
        ))}
      </div>
      <ReadOnlyNotice />
      <Card>
        <ReadOnlyFieldset>
          <MakerPreferencesForm
            initial={{ gemeente: DEFAULT_MUNICIPALITY, interests: [...DEFAULT_INTERESTS] }}
            submitLabel={t('community.applyButton')}
            pending={apply.isPending}
            onSubmit={submit}
            onFailed={failed}
          />
        </ReadOnlyFieldset>
      </Card>
    </div>
  );
}
