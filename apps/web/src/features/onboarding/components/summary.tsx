import { type CoffeeshopDraft, missingSteps, type OnboardingBrand, type OpeningHoursException, WEEKDAYS } from '@platform/core';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { describeException } from '../../coffeeshops/index.ts';
import { PhotoThumbnails } from '../../place-photos/index.ts';
import { useSubmitApplication } from '../api/submit-application.ts';
import { useOnboardingTexts } from '../texts.ts';

/** What the applicant entered, step by step, and the button that sends it to the review. */
export function DraftSummary({ draft, brand }: { draft: CoffeeshopDraft; brand: OnboardingBrand }) {
  const { t } = useOnboardingTexts();
  const { business, address, contact, hours, licence, rules, venue } = draft;
  const exceptionText = (exception: OpeningHoursException) => {
    const { when, hours: open } = describeException(exception, t);
    return `${when} ${open}${exception.label ? ` (${exception.label})` : ''}`;
  };
  const rows: Array<[string, string | undefined]> = [
    [t('onboarding.fields.name'), business?.name],
    [t('onboarding.fields.kvkNumber'), business?.kvkNumber],
    [
      t('onboarding.steps.address'),
      address && `${address.street} ${address.houseNumber}, ${address.postcode} ${address.plaats} (${address.province})`,
    ],
    [t('onboarding.fields.phone'), contact?.phone],
    [t('onboarding.fields.email'), contact?.email],
    [
      t('onboarding.steps.hours'),
      hours &&
        WEEKDAYS.map(
          (day) =>
            `${t(`coffeeshops.days.${day}`)} ${
              hours.openingHours[day].map((period) => `${period.open}–${period.close}`).join(', ') || t('coffeeshops.closedDay')
            }`,
        ).join(' · '),
    ],
  ];
  const exceptions = hours?.openingHoursExceptions ?? [];
  if (exceptions.length > 0) rows.push([t('hoursExceptions.title'), exceptions.map(exceptionText).join(' · ')]);
  if (brand === 'coffeeshop') {
    rows.push(
      [t('onboarding.fields.licenceNumber'), licence?.licenceNumber],
      [t('onboarding.fields.menuVisibility'), rules && t(`menu.visibilities.${rules.menuVisibility}`)],
    );
  } else {
    rows.push(
      [t('onboarding.fields.category'), venue && t(`horeca.categories.${venue.category}`)],
      [t('onboarding.fields.priceLevel'), venue && '€'.repeat(venue.priceLevel)],
    );
  }
  return (
    <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[12rem_1fr]">
      {rows.map(([label, value]) => (
        <div key={label} className="contents">
          <dt className="font-medium">{label}</dt>
          <dd>{value ?? <span className="text-red-600">{t('onboarding.missing')}</span>}</dd>
        </div>
      ))}
      <dt className="font-medium">{t('onboarding.steps.photos')}</dt>
      <dd>
        <PhotoThumbnails photos={draft.photos ?? []} />
      </dd>
    </dl>
  );
}

export function SubmitStep({ draft, brand, onBack }: { draft: CoffeeshopDraft; brand: OnboardingBrand; onBack(): void }) {
  const { t } = useOnboardingTexts();
  const submit = useSubmitApplication(brand);
  const missing = missingSteps(draft, brand);
  return (
    <section className="flex flex-col gap-4" aria-label={t('onboarding.steps.submit')}>
      <h2 className="text-xl font-semibold">{t('onboarding.steps.submit')}</h2>
      <DraftSummary draft={draft} brand={brand} />
      {missing.length > 0 ? (
        <p role="alert" className="text-sm text-red-600">
          {t('onboarding.incomplete', { steps: missing.map((step) => t(`onboarding.steps.${step}`)).join(', ') })}
        </p>
      ) : null}
      <div className="flex gap-2">
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
        <Button
          type="button"
          disabled={submit.isPending}
          onClick={() =>
            submit.mutate(undefined, {
              onSuccess: () => toast.success(t('onboarding.submitted')),
              onError: (error) => toast.error(error.message),
            })
          }
        >
          {t('onboarding.submit')}
        </Button>
      </div>
    </section>
  );
}
