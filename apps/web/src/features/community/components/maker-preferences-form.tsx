import { type ApplyMakerInput, COFFEESHOP_MUNICIPALITIES, MAKER_INTERESTS } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';

/** Municipality and interests: used to apply and to change them later. */
export function MakerPreferencesForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: ApplyMakerInput;
  submitLabel: string;
  pending: boolean;
  onSubmit(input: ApplyMakerInput): void;
}) {
  const { t } = useTranslation();
  const [gemeente, setGemeente] = useState(initial.gemeente);
  const [interests, setInterests] = useState(initial.interests);
  const toggle = (interest: ApplyMakerInput['interests'][number]) =>
    setInterests((current) =>
      current.includes(interest) ? current.filter((item) => item !== interest) : [...current, interest],
    );

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit({ gemeente, interests });
      }}
      className="flex flex-col gap-4"
    >
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
            <Checkbox
              key={interest}
              label={t(`community.interest.${interest}`)}
              checked={interests.includes(interest)}
              onChange={() => toggle(interest)}
            />
          ))}
        </div>
      </fieldset>
      <div>
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </form>
  );
}
