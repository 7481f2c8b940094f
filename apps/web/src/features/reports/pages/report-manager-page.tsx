import { addDays, dutchDate, hasRole, REPORT_DEFAULT_DAYS, type ReportQuery, ReportQuerySchema } from '@platform/core';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Card } from '../../../components/ui/card.tsx';
import { cn } from '../../../components/ui/cn.ts';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useAuth } from '../../auth/index.ts';
import { PlaceReportView } from '../components/place-report-view.tsx';
import { PlatformReportView } from '../components/platform-report-view.tsx';
import { WeeklyMailToggle } from '../components/weekly-mail-toggle.tsx';
import { useReportPlaces } from '../hooks/use-report-places.ts';
import { useReportsTexts } from '../texts.ts';

function defaultRange(): ReportQuery {
  const today = dutchDate(new Date());
  return { from: addDays(today, 1 - REPORT_DEFAULT_DAYS), to: today };
}

const tabClass = (active: boolean) =>
  cn(
    'rounded-md px-3 py-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-brand',
    active ? 'bg-brand text-white' : 'bg-zinc-100 text-zinc-800 hover:bg-zinc-200 dark:bg-zinc-800 dark:text-zinc-100',
  );

/**
 * /report-manager: per shop or venue, its figures per day beside the period before, the weekly summary opt-in;
 * for admins also the whole platform (?scope=platform).
 */
export function ReportManagerPage() {
  const { t } = useReportsTexts();
  const { role } = useAuth();
  const admin = hasRole(role, 'admin');
  const [params] = useSearchParams();
  const platform = admin && params.get('scope') === 'platform';
  const { places, pending } = useReportPlaces();
  const [chosen, setChosen] = useState<string>('');
  const [range, setRange] = useState<ReportQuery>(defaultRange);
  const place = places.find((candidate) => `${candidate.kind}:${candidate.id}` === chosen) ?? places[0];
  const checked = ReportQuerySchema.safeParse(range);
  const rangeError = checked.success ? undefined : checked.error.issues[0]?.message;

  return (
    <Page title={t('reports.title')} wide>
      <h1 className="mb-2 text-3xl font-bold">{t('reports.title')}</h1>
      <p className="mb-6 text-zinc-600 dark:text-zinc-400">{t(platform ? 'reports.platformIntro' : 'reports.intro')}</p>
      {admin ? (
        <nav aria-label={t('reports.scope')} className="mb-6 flex flex-wrap gap-2">
          <Link to="/report-manager" className={tabClass(!platform)} aria-current={platform ? undefined : 'page'}>
            {t('reports.scopePlaces')}
          </Link>
          <Link to="/report-manager?scope=platform" className={tabClass(platform)} aria-current={platform ? 'page' : undefined}>
            {t('reports.scopePlatform')}
          </Link>
        </nav>
      ) : null}
      {pending && !platform ? (
        <Spinner />
      ) : !place && !platform ? (
        <Card>
          <p>{t('reports.noPlaces')}</p>
          <Link to="/onboarding/coffeeshop" className="text-brand underline">
            {t('reports.onboard')}
          </Link>
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          <form
            className="grid gap-3 sm:grid-cols-3"
            onSubmit={(event) => event.preventDefault()}
            aria-label={t('reports.filters')}
          >
            {!platform && place ? (
              <SelectField
                label={t('reports.place')}
                value={`${place.kind}:${place.id}`}
                onChange={(event) => setChosen(event.target.value)}
              >
                {places.map((candidate) => (
                  <option key={`${candidate.kind}:${candidate.id}`} value={`${candidate.kind}:${candidate.id}`}>
                    {candidate.name} ({candidate.plaats})
                  </option>
                ))}
              </SelectField>
            ) : null}
            <Field
              label={t('reports.from')}
              type="date"
              value={range.from}
              onChange={(event) => setRange({ ...range, from: event.target.value })}
            />
            <Field
              label={t('reports.to')}
              type="date"
              value={range.to}
              error={rangeError}
              onChange={(event) => setRange({ ...range, to: event.target.value })}
            />
          </form>
          {!platform ? <WeeklyMailToggle /> : null}
          {!checked.success ? null : platform ? (
            <PlatformReportView range={range} />
          ) : place ? (
            <PlaceReportView kind={place.kind} id={place.id} range={range} />
          ) : null}
        </div>
      )}
    </Page>
  );
}
