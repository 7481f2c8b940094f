import type { CoffeeshopDraft } from '@platform/core';
import { toast } from '../../../lib/toast.ts';
import { draftPhotosPath, PhotoManager } from '../../place-photos/index.ts';
import { onboardingKeys } from '../api/keys.ts';
import { useSaveStep } from '../api/save-step.ts';
import { useOnboardingTexts } from '../texts.ts';
import { StepButtons, type StepProps } from './step-form.tsx';

/** The wizard's photo step: each photo is saved in the draft as it is uploaded; "verder" works with none too. */
export function PhotosStep({ brand, draft, onDone, onBack }: StepProps & { draft: CoffeeshopDraft }) {
  const { t } = useOnboardingTexts();
  const save = useSaveStep(brand);
  const album = { path: draftPhotosPath(brand), keys: [onboardingKeys.mine(brand)] };
  return (
    <section className="flex flex-col gap-4" aria-labelledby="photos-step-title">
      <h2 id="photos-step-title" className="text-xl font-semibold">
        {t('onboarding.steps.photos')}
      </h2>
      <p>{t('placePhotos.stepIntro')}</p>
      <PhotoManager album={album} photos={draft.photos ?? []} />
      <StepButtons
        onBack={onBack}
        pending={save.isPending}
        onNext={() => save.mutate({ step: 'photos' }, { onSuccess: onDone, onError: (error) => toast.error(error.message) })}
      />
    </section>
  );
}
