import {
  BusinessStepSchema,
  type CoffeeshopDraft,
  ContactStepSchema,
  HoursStepSchema,
  LicenceStepSchema,
  MENU_VISIBILITIES,
  type OpeningHours,
  RulesStepSchema,
  WEEKDAYS,
} from '@platform/core';
import { OpeningHoursEditor } from '../../../components/opening-hours-editor.tsx';
import { OpeningHoursExceptionsEditor } from '../../../components/opening-hours-exceptions-editor.tsx';
import { FormCheckbox, FormError, FormField, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { useOnboardingTexts } from '../texts.ts';
import { StepForm, type StepProps } from './step-form.tsx';

type Props = StepProps & { draft: CoffeeshopDraft };

export function BusinessStep({ draft, ...props }: Props) {
  const { t } = useOnboardingTexts();
  const form = useZodForm(BusinessStepSchema, {
    step: 'business',
    name: draft.business?.name ?? '',
    kvkNumber: draft.business?.kvkNumber ?? '',
    description: draft.business?.description ?? '',
  });
  return (
    <StepForm form={form} title={t('onboarding.steps.business')} {...props}>
      <FormField name="name" label={t('onboarding.fields.name')} />
      <FormField name="kvkNumber" label={t('onboarding.fields.kvkNumber')} inputMode="numeric" />
      <FormTextarea name="description" label={t('onboarding.fields.description')} />
    </StepForm>
  );
}

export function ContactStep({ draft, ...props }: Props) {
  const { t } = useOnboardingTexts();
  const form = useZodForm(ContactStepSchema, {
    step: 'contact',
    phone: draft.contact?.phone ?? '',
    email: draft.contact?.email ?? '',
    website: draft.contact?.website ?? '',
  });
  return (
    <StepForm form={form} title={t('onboarding.steps.contact')} {...props}>
      <FormField name="phone" label={t('onboarding.fields.phone')} type="tel" />
      <FormField name="email" label={t('onboarding.fields.email')} type="email" />
      <FormField name="website" label={t('onboarding.fields.website')} type="url" />
    </StepForm>
  );
}

const DAY = [{ open: '10:00', close: '23:00' }];
const DEFAULT_HOURS = Object.fromEntries(WEEKDAYS.map((day) => [day, DAY])) as OpeningHours;

export function HoursStep({ draft, ...props }: Props) {
  const { t } = useOnboardingTexts();
  const form = useZodForm(HoursStepSchema, {
    step: 'hours',
    openingHours: draft.hours?.openingHours ?? DEFAULT_HOURS,
    openingHoursExceptions: draft.hours?.openingHoursExceptions ?? [],
  });
  // The hours schema's input is unknown (a record built per weekday); the form holds OpeningHours.
  const openingHours = form.watch('openingHours') as OpeningHours;
  return (
    <StepForm form={form} title={t('onboarding.steps.hours')} {...props}>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('onboarding.hoursHelp')}</p>
      <FormError name="openingHours" />
      <OpeningHoursEditor
        value={openingHours}
        onChange={(next) => form.setValue('openingHours', next, { shouldValidate: form.formState.isSubmitted })}
      />
      <h3 className="mt-2 font-semibold">{t('hoursExceptions.title')}</h3>
      <OpeningHoursExceptionsEditor />
    </StepForm>
  );
}

export function LicenceStep({ draft, ...props }: Props) {
  const { t } = useOnboardingTexts();
  const form = useZodForm(LicenceStepSchema, { step: 'licence', licenceNumber: draft.licence?.licenceNumber ?? '' });
  return (
    <StepForm form={form} title={t('onboarding.steps.licence')} {...props}>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('onboarding.licenceHelp')}</p>
      <FormField name="licenceNumber" label={t('onboarding.fields.licenceNumber')} />
    </StepForm>
  );
}

export function RulesStep({ draft, ...props }: Props) {
  const { t } = useOnboardingTexts();
  const form = useZodForm(RulesStepSchema, {
    step: 'rules',
    residentsOnly: draft.rules?.residentsOnly ?? false,
    wietexperiment: draft.rules?.wietexperiment ?? false,
    menuVisibility: draft.rules?.menuVisibility ?? 'in_store',
  });
  return (
    <StepForm form={form} title={t('onboarding.steps.rules')} {...props}>
      <FormCheckbox name="residentsOnly" label={t('onboarding.fields.residentsOnly')} />
      <FormCheckbox name="wietexperiment" label={t('onboarding.fields.wietexperiment')} />
      <FormSelect name="menuVisibility" label={t('onboarding.fields.menuVisibility')}>
        {MENU_VISIBILITIES.map((value) => (
          <option key={value} value={value}>
            {t(`menu.visibilities.${value}`)}
          </option>
        ))}
      </FormSelect>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('menu.visibilityHelp')}</p>
    </StepForm>
  );
}
