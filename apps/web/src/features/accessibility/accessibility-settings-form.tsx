import { type AccessibilitySettings, FONT_SIZES } from '@platform/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../components/ui/checkbox.tsx';
import { useAccessibility } from './accessibility-provider.tsx';

type Toggle = Exclude<keyof AccessibilitySettings, 'fontSize'>;
const TOGGLES: readonly Toggle[] = ['reducedMotion', 'highContrast', 'keyboardNavigation', 'screenReader'];

/** The five settings; a switch the OS already forces on is shown checked and locked, with the reason. */
export function AccessibilitySettingsForm() {
  const { t } = useTranslation();
  const { stored, effective, os, update } = useAccessibility();
  const fontSizeId = useId();
  const forcedByOs: Partial<Record<Toggle, boolean>> = {
    reducedMotion: os.prefersReducedMotion,
    highContrast: os.prefersMoreContrast,
  };

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-lg font-semibold">{t('accessibility.title')}</legend>
      {TOGGLES.map((name) => (
        <Checkbox
          key={name}
          className="mt-1"
          labelLayout="items-start gap-3 text-base"
          checked={effective[name]}
          disabled={forcedByOs[name]}
          onChange={(event) => update({ [name]: event.target.checked })}
          label={
            <span className="flex flex-col">
              <span className="font-medium">{t(`accessibility.${name}`)}</span>
              <span className="text-sm text-zinc-600 dark:text-zinc-400">
                {forcedByOs[name] ? t('accessibility.forcedByOs') : t(`accessibility.${name}Help`)}
              </span>
            </span>
          }
        />
      ))}
      <div className="flex flex-col gap-1">
        <label htmlFor={fontSizeId} className="font-medium">
          {t('accessibility.fontSize')}
        </label>
        <select
          id={fontSizeId}
          value={stored.fontSize}
          onChange={(event) => update({ fontSize: event.target.value as AccessibilitySettings['fontSize'] })}
          className="max-w-xs rounded-md border border-zinc-300 bg-white px-3 py-2 text-sm dark:border-zinc-700 dark:bg-zinc-900"
        >
          {FONT_SIZES.map((size) => (
            <option key={size} value={size}>
              {t(`accessibility.fontSizes.${size}`)}
            </option>
          ))}
        </select>
      </div>
      <p className="text-sm text-zinc-500">{t('accessibility.deviceOnly')}</p>
    </fieldset>
  );
}
