import { formatEuro, PLATFORM_PRODUCTS, type Plan, productsOfPlan, vatCents } from '@platform/core';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { useMarketingTexts } from '../texts.ts';

/** One plan: its price per month without and with 21 % btw, and the modules it switches on. */
export function PlanCard({ plan, current, action }: { plan: Plan; current: boolean; action: ReactNode }) {
  const { t } = useMarketingTexts();
  const included = new Set(productsOfPlan(plan.id));
  const headingId = `plan-${plan.id}`;
  return (
    <section aria-labelledby={headingId} className="flex">
      <Card className="flex w-full flex-col gap-3">
        <div className="flex items-center justify-between gap-2">
          <h2 id={headingId} className="text-xl font-semibold">
            {plan.name}
          </h2>
          {current ? <Badge tone="brand">{t('marketing.plans.current')}</Badge> : null}
        </div>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{plan.description}</p>
        <p>
          <span className="text-3xl font-bold">{formatEuro(plan.monthlyCents)}</span>{' '}
          <span className="text-sm">{t('marketing.common.perMonth')}</span>
        </p>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">
          {t('marketing.common.exclVat', { amount: formatEuro(plan.monthlyCents) })} ·{' '}
          {t('marketing.common.inclVat', { amount: formatEuro(plan.monthlyCents + vatCents(plan.monthlyCents)) })}
        </p>
        <h3 className="font-medium">{t('marketing.plans.includes')}</h3>
        <ul className="flex flex-col gap-1 text-sm">
          {PLATFORM_PRODUCTS.filter((product) => included.has(product.slug)).map((product) => (
            <li key={product.slug} className="flex items-start gap-2">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand" aria-hidden="true" />
              <Link to={`/${product.slug}`} className="underline-offset-2 hover:underline">
                {product.name}
              </Link>
            </li>
          ))}
        </ul>
        <div className="mt-auto pt-2">{action}</div>
      </Card>
    </section>
  );
}
