import type { CoffeeshopStepInput, HorecaStepInput, OnboardingBrand } from '@platform/core';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { Form } from '../../../components/ui/form.tsx';
import { useSaveStep } from '../api/save-step.ts';
import { useOnboardingTexts } from '../texts.ts';

export interface StepProps {
  brand: OnboardingBrand;
  /** Called once the step is saved on the server. */
  onDone(): void;
  onBack?: () => void;
}

/** One wizard step: saves its values in the draft, then moves on; "Vorige" goes back without saving. */
export function StepForm<T extends FieldValues, Out extends CoffeeshopStepInput | HorecaStepInput>({
  brand,
  form,
  title,
  onDone,
  onBack,
  onServerError,
  children,
}: StepProps & {
  form: UseFormReturn<T, unknown, Out>;
  title: string;
  onServerError?(error: unknown): boolean;
  children: ReactNode;
}) {
  const save = useSaveStep(brand);
  return (
    <Form
      form={form}
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        onDone();
      }}
      onServerError={onServerError}
      className="flex flex-col gap-4"
      aria-label={title}
    >
      <h2 className="text-xl font-semibold">{title}</h2>
      {children}
      <StepButtons onBack={onBack} pending={save.isPending} />
    </Form>
  );
}

/** "Vorige" and "Opslaan en verder": a form's submit button, or `onNext` for a step that is no form. */
export function StepButtons({ onBack, pending, onNext }: { onBack?: () => void; pending: boolean; onNext?: () => void }) {
  const { t } = useOnboardingTexts();
  return (
    <div className="flex gap-2">
      {onBack ? (
        <Button type="button" variant="secondary" onClick={onBack}>
          {t('onboarding.back')}
        </Button>
      ) : null}
      <Button type={onNext ? 'button' : 'submit'} disabled={pending} onClick={onNext}>
        {t('onboarding.saveAndNext')}
      </Button>
    </div>
  );
}
