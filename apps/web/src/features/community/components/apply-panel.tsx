import {
  type ApplyMakerInput,
  COFFEESHOP_MUNICIPALITIES,
  DEFAULT_INTERESTS,
  DEFAULT_MUNICIPALITY,
  MAKER_INTERESTS,
} from '@platform/core';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formatEuro } from '../../../lib/format.ts';
import { useApplyAsMaker } from '../api/community-mutations.ts';
import { useTiers } from '../api/get-community.ts';

/** No maker profile yet: the tiers and the application (spec state 2). */
export function ApplyPanel() {
  const { t } = useTranslation();
  const tiers = useTiers();
  const apply = useApplyAsMaker();
  const [gemeente, setGemeente] = useState<ApplyMakerInput['gemeente']>(DEFAULT_MUNICIPALITY);
  const [interests, setInterests] = useState<ApplyMakerInput['interests']>([...DEFAULT_INTERESTS]);

  const toggle = (interest: ApplyMakerInput['interests'][number]) =>
    setInterests((current) =>
      current.includes(interest) ? current.filter((item) => item !== interest) : [...current, interest],
    );

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    try {
      await apply.mutateAsync({ gemeente, interests });
      toast.success(t('community.applySuccessTitle'), { description: t('community.applySuccessText') });
    } catch (error) {
      console.error('Aanmelden als maker mislukt', error);
      toast.error(t('community.applyErrorTitle'), { description: t('community.applyErrorText') });
    }
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
      <Card>
        <form onSubmit={submit} className="flex flex-col gap-4">
          <label className="flex max-w-xs flex-col gap-1 text-sm font-medium">
            {t('community.municipality')}
            <select
              value={gemeente}
              onChange={(event) => setGemeente(event.target.value as ApplyMakerInput['gemeente'])}
              className="rounded-md border border-zinc-300 bg-white px-3 py-2 dark:border-zinc-700 dark:bg-zinc-900"
            >
              {COFFEESHOP_MUNICIPALITIES.map((name) => (
                <option key={name}>{name}</option>
              ))}
            </select>
          </label>
          <fieldset className="flex flex-col gap-2">
            <legend className="text-sm font-medium">{t('community.interests')}</legend>
            <div className="flex flex-wrap gap-3">
              {MAKER_INTERESTS.map((interest) => (
                <label key={interest} className="flex items-center gap-2 text-sm">
                  <input type="checkbox" checked={interests.includes(interest)} onChange={() => toggle(interest)} />
                  {t(`community.interest.${interest}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div>
            <SubmitButton pending={apply.isPending}>{t('community.applyButton')}</SubmitButton>
          </div>
        </form>
      </Card>
    </div>
  );
}
