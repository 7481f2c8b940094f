import { AA_CONTRAST, contrastRatio, type SiteColours } from '@platform/core';
import { useId } from 'react';
import { useSitesTexts } from '../texts.ts';

const ratioFormat = new Intl.NumberFormat('nl-NL', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const HEX = /^#[0-9a-f]{6}$/i;

function ContrastLine({ label, a, b }: { label: string; a: string; b: string }) {
  const { t } = useSitesTexts();
  if (!HEX.test(a) || !HEX.test(b)) return null;
  const ratio = contrastRatio(a, b);
  const ok = ratio >= AA_CONTRAST;
  return (
    <li className={ok ? 'text-green-800 dark:text-green-300' : 'font-medium text-red-700 dark:text-red-300'}>
      {t('sites.generator.contrast', { pair: label, ratio: ratioFormat.format(ratio) })} —{' '}
      {ok ? t('sites.generator.contrastOk') : t('sites.generator.contrastLow')}
    </li>
  );
}

/** The three colours with a native colour picker each and the WCAG AA check shown live. */
export function ColourPicker({
  value,
  onChange,
  errors = {},
}: {
  value: SiteColours;
  onChange(next: SiteColours): void;
  errors?: Partial<Record<keyof SiteColours, string>>;
}) {
  const { t } = useSitesTexts();
  const id = useId();
  const fields: Array<[keyof SiteColours, string]> = [
    ['accent', t('sites.generator.accent')],
    ['background', t('sites.generator.background')],
    ['text', t('sites.generator.text')],
  ];
  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-1 text-sm font-medium">{t('sites.generator.colours')}</legend>
      <div className="grid gap-3 sm:grid-cols-3">
        {fields.map(([key, label]) => (
          <div key={key} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${key}`} className="text-sm">
              {label}
            </label>
            <div className="flex items-center gap-2">
              <input
                id={`${id}-${key}`}
                type="color"
                value={HEX.test(value[key]) ? value[key] : '#000000'}
                onChange={(event) => onChange({ ...value, [key]: event.target.value })}
                className="h-10 w-14 cursor-pointer rounded border border-zinc-300 dark:border-zinc-700"
                aria-invalid={errors[key] ? true : undefined}
                aria-describedby={errors[key] ? `${id}-${key}-error` : undefined}
              />
              <code className="text-sm">{value[key]}</code>
            </div>
            {errors[key] ? (
              <p id={`${id}-${key}-error`} role="alert" className="text-sm text-red-600 dark:text-red-400">
                {errors[key]}
              </p>
            ) : null}
          </div>
        ))}
      </div>
      <ul className="text-sm" aria-live="polite">
        <ContrastLine label={t('sites.generator.pairText')} a={value.text} b={value.background} />
        <ContrastLine label={t('sites.generator.pairAccent')} a="#ffffff" b={value.accent} />
      </ul>
    </fieldset>
  );
}
