import { findPlan, findProduct, formatEuro, type MyBusinessPlan, PLANS, type Plan, vatCents } from '@platform/core';
import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../auth/index.ts';
import { useChoosePlan } from '../api/choose-plan.ts';
import { useMyPlans } from '../api/get-my-plans.ts';
import { PlanCard } from '../components/plan-card.tsx';
import { useMarketingTexts } from '../texts.ts';

// The confirmation (Radix, 14 KB gzip) loads when a plan is chosen, not with the public plans page (ADR 067).
const ConfirmDialog = lazy(() =>
  import('../../../components/ui/confirm-dialog.tsx').then((module) => ({ default: module.ConfirmDialog })),
);

const keyOf = (business: MyBusinessPlan) => `${business.placeKind}:${business.placeId}`;

/** `/abonnementen` and `/membership`: the plans for everyone; an owner picks one per business (ADR 051). */
export function PlansPage() {
  const { t } = useMarketingTexts();
  const { me, loading } = useAuth();
  const location = useLocation();
  const businesses = useMyPlans(Boolean(me));
  const choose = useChoosePlan();
  const [selected, setSelected] = useState<string>('');
  const [asking, setAsking] = useState<Plan | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const list = businesses.data ?? [];
  const business = list.find((item) => keyOf(item) === selected) ?? list[0];

  const action = (plan: Plan) => {
    if (loading || (me && businesses.isPending)) return <Spinner />;
    if (!me) {
      return (
        <Link to="/auth" state={{ from: location }} className={buttonClass('secondary')}>
          {t('marketing.plans.signInToChoose')}
        </Link>
      );
    }
    if (!business) return null;
    if (business.plan === plan.id) return null;
    return (
      <Button onClick={() => setAsking(plan)} disabled={choose.isPending}>
        {t('marketing.plans.choose', { plan: plan.name })}
      </Button>
    );
  };

  return (
    <Page title={t('marketing.plans.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('marketing.plans.title')}</h1>
      <p className="mb-6 max-w-3xl text-zinc-600 dark:text-zinc-400">{t('marketing.plans.lead')}</p>
      {me && businesses.isSuccess && list.length === 0 ? (
        <p className="mb-6 flex flex-wrap items-center gap-3">
          {t('marketing.plans.noBusiness')}
          <Link to="/onboarding/coffeeshop" className={buttonClass('secondary')}>
            {t('marketing.plans.toOnboarding')}
          </Link>
        </p>
      ) : null}
      {list.length > 0 && business ? (
        <div className="mb-6 flex max-w-xl flex-col gap-2">
          <SelectField
            label={t('marketing.plans.forBusiness')}
            value={keyOf(business)}
            onChange={(event) => {
              setSelected(event.target.value);
              setDone(null);
            }}
          >
            {list.map((item) => (
              <option key={keyOf(item)} value={keyOf(item)}>
                {item.placeName} ({t(`marketing.plans.placeKinds.${item.placeKind}`)}, {item.plaats})
              </option>
            ))}
          </SelectField>
          <p className="text-sm">
            {t('marketing.plans.modulesOn')}:{' '}
            {business.modules.length > 0
              ? business.modules.map((slug) => findProduct(slug)?.name ?? slug).join(', ')
              : t('marketing.plans.noModules')}
          </p>
        </div>
      ) : null}
      {done ? (
        <p role="status" className="mb-6 rounded-md bg-brand/10 p-3">
          {done}
        </p>
      ) : null}
      <div className="grid gap-4 md:grid-cols-3">
        {PLANS.map((plan) => (
          <PlanCard key={plan.id} plan={plan} current={business?.plan === plan.id} action={action(plan)} />
        ))}
      </div>
      <p className="mt-8 flex flex-wrap items-center gap-3">
        {t('marketing.plans.questions')}
        <Link to="/contact" className="underline">
          {t('marketing.plans.contact')}
        </Link>
      </p>
      {asking && business ? (
        <Suspense fallback={null}>
          <ConfirmDialog
            open
            onOpenChange={(open) => {
              if (!open) setAsking(null);
            }}
            title={t('marketing.plans.confirmTitle', { plan: asking.name })}
            description={t('marketing.plans.confirmBody', {
              place: business.placeName,
              plan: asking.name,
              net: formatEuro(asking.monthlyCents),
              total: formatEuro(asking.monthlyCents + vatCents(asking.monthlyCents)),
            })}
            confirm={t('marketing.plans.confirm')}
            cancel={t('app.cancel')}
            onConfirm={() => {
              const plan = asking;
              setAsking(null);
              choose.mutate(
                { placeKind: business.placeKind, placeId: business.placeId, plan: plan.id },
                {
                  onSuccess: (result) =>
                    setDone(
                      t('marketing.plans.chosen', {
                        plan: findPlan(result.invoice.plan).name,
                        place: result.business.placeName,
                        number: result.invoice.number,
                      }),
                    ),
                  onError: (error) => toast.error(error.message),
                },
              );
            }}
          />
        </Suspense>
      ) : null}
    </Page>
  );
}
