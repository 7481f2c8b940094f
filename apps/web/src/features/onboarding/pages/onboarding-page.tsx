import { type Application, type CoffeeshopDraft, ONBOARDING_STEPS, type OnboardingBrand, OPTIONAL_STEPS } from '@platform/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Page } from '../../../components/ui/page.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { useMyApplication } from '../api/get-my-application.ts';
import { AddressStep } from '../components/address-step.tsx';
import { ClaimPanel } from '../components/claim-panel.tsx';
import { PhotosStep } from '../components/photos-step.tsx';
import { WizardProgress } from '../components/progress.tsx';
import { BusinessStep, ContactStep, HoursStep, LicenceStep, RulesStep } from '../components/steps.tsx';
import { DraftSummary, SubmitStep } from '../components/summary.tsx';
import { VenueStep } from '../components/venue-step.tsx';
import { useOnboardingTexts } from '../texts.ts';

const FORMS = {
  business: BusinessStep,
  address: AddressStep,
  contact: ContactStep,
  hours: HoursStep,
  photos: PhotosStep,
  licence: LicenceStep,
  rules: RulesStep,
  venue: VenueStep,
};
type Step = keyof typeof FORMS | 'submit';

/** The steps with a progress bar; it opens at the step after the last one saved (the draft lives on the server). */
function Wizard({ application, brand }: { application: Application | null; brand: OnboardingBrand }) {
  const steps: readonly Step[] = [...ONBOARDING_STEPS[brand], 'submit'];
  const draft: CoffeeshopDraft = application?.kind === 'new' ? application.draft : {};
  const resume = steps.find((step) => step === application?.step) ?? 'business';
  const [current, setCurrent] = useState<Step>(resume);
  const index = steps.indexOf(current);
  const go = (offset: number) => setCurrent(steps[index + offset] ?? current);
  const reachable = (step: string) =>
    step === 'business' ||
    step === current ||
    steps
      .slice(0, steps.indexOf(step as Step))
      .every((s) => s === 'submit' || (OPTIONAL_STEPS as readonly string[]).includes(s) || draft[s as keyof CoffeeshopDraft]);
  const StepComponent = current === 'submit' ? null : FORMS[current];
  return (
    <>
      <WizardProgress steps={steps} current={current} reachable={reachable} onPick={(step) => setCurrent(step as Step)} />
      {StepComponent ? (
        <StepComponent
          key={current}
          brand={brand}
          draft={draft}
          onDone={() => go(1)}
          onBack={index > 0 ? () => go(-1) : undefined}
        />
      ) : (
        <SubmitStep draft={draft} brand={brand} onBack={() => go(-1)} />
      )}
    </>
  );
}

function Decided({ application, onRestart }: { application: Application; onRestart(): void }) {
  const { t } = useOnboardingTexts();
  const place = application.place;
  const publicPath = application.brand === 'horeca' ? '/horeca' : '/coffeeshops';
  return (
    <Card className="flex flex-col gap-3">
      <h2 className="text-xl font-semibold">{t(`onboarding.status.${application.status}`)}</h2>
      {application.reviewNote ? <p>{t('onboarding.reviewNote', { note: application.reviewNote })}</p> : null}
      {place ? (
        <p className="flex flex-wrap gap-3">
          <Link className="text-brand underline" to={`${publicPath}/${place.plaatsSlug}/${place.slug}`}>
            {t('onboarding.viewPlace')}
          </Link>
          <Link className="text-brand underline" to={application.brand === 'horeca' ? '/horeca-manager' : '/menu-management'}>
            {t('onboarding.managePlace')}
          </Link>
        </p>
      ) : null}
      {application.status === 'submitted' && application.kind === 'new' ? (
        <DraftSummary draft={application.draft} brand={application.brand} />
      ) : null}
      {application.status === 'submitted' ? null : (
        <Button type="button" variant="secondary" className="self-start" onClick={onRestart}>
          {t('onboarding.startAnother')}
        </Button>
      )}
    </Card>
  );
}

function Onboarding({ application, brand }: { application: Application | null; brand: OnboardingBrand }) {
  const { t } = useOnboardingTexts();
  const [restart, setRestart] = useState(false);
  const open = application && ['draft', 'changes_requested'].includes(application.status);
  // A claim sent back for changes opens on the claim panel again.
  const [claiming, setClaiming] = useState(Boolean(open && application?.kind === 'claim'));
  if (application && !open && !restart) return <Decided application={application} onRestart={() => setRestart(true)} />;
  const draft = open ? application : null;
  return (
    <>
      {draft?.status === 'changes_requested' ? (
        <p role="status" className="mb-4 rounded-md bg-amber-50 p-3 text-amber-900 dark:bg-amber-950/40 dark:text-amber-200">
          {t('onboarding.changesRequested', { note: draft.reviewNote ?? '' })}
        </p>
      ) : null}
      {brand === 'coffeeshop' ? (
        <p className="mb-4 text-sm">
          <Button type="button" variant="ghost" onClick={() => setClaiming(!claiming)}>
            {claiming ? t('onboarding.newInstead') : t('onboarding.claimInstead')}
          </Button>
        </p>
      ) : null}
      {claiming ? <ClaimPanel /> : <Wizard key={draft?.id ?? 'new'} application={draft} brand={brand} />}
    </>
  );
}

/** /onboarding/coffeeshop and /onboarding/horeca: a business brings itself onto the platform (or claims its listing). */
export function OnboardingPage({ brand }: { brand: OnboardingBrand }) {
  const { t } = useOnboardingTexts();
  const mine = useMyApplication(brand);
  const title = t(`onboarding.titles.${brand}`);
  return (
    <Page title={title}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mb-4 text-zinc-600 dark:text-zinc-400">{t('onboarding.intro')}</p>
      <QueryState query={mine}>{(application) => <Onboarding application={application} brand={brand} />}</QueryState>
    </Page>
  );
}
