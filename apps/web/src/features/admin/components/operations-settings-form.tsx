import {
  type PlatformSettingsView,
  RATE_LIMIT_BOUNDS,
  type RateLimitKey,
  type RateLimitSettings,
  RETENTION_BOUNDS,
  type RetentionKey,
  type RetentionSettings,
} from '@platform/core';
import { type FormEvent, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useUpdatePlatformSettings } from '../api/platform-settings.ts';
import { useAdminTexts } from '../texts.ts';
import { type SettingsErrors, submitSettings } from './settings-errors.ts';

const RETENTION_KEYS = Object.keys(RETENTION_BOUNDS) as RetentionKey[];
const RATE_LIMIT_KEYS = Object.keys(RATE_LIMIT_BOUNDS) as RateLimitKey[];

/** An empty field is null: the server's default. */
const toValue = (text: string): number | null => (text.trim() === '' ? null : Number(text));

/**
 * Retention periods and rate limits (ADR 077): each field empty = the server's default (shown), a number within the
 * bounds overrides it at once on every server process (within 5 s). Superadmins only.
 */
export function OperationsSettingsForm({ view }: { view: PlatformSettingsView }) {
  const { t } = useAdminTexts();
  const save = useUpdatePlatformSettings();
  const [retention, setRetention] = useState<RetentionSettings>(view.settings.retention);
  const [limits, setLimits] = useState<RateLimitSettings>(view.settings.rateLimits);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const locked = view.locked.includes('retention');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    submitSettings({ retention, rateLimits: limits }, setErrors, save.mutate, t('advanced.saved'));
  };

  const number = (
    group: 'retention' | 'rateLimits',
    key: RetentionKey | RateLimitKey,
    value: number | null,
    bounds: { min: number; max: number },
    fallback: number,
    onChange: (value: number | null) => void,
  ) => (
    <div key={key} className="flex flex-col gap-1">
      <Field
        label={t(`advanced.${group}.${key}.label`)}
        type="number"
        inputMode="numeric"
        min={bounds.min}
        max={bounds.max}
        step={1}
        value={value === null || Number.isNaN(value) ? '' : String(value)}
        placeholder={t('advanced.defaultValue', { value: fallback })}
        onChange={(event) => onChange(toValue(event.target.value))}
        error={errors[`${group}.${key}`]}
      />
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {t(`advanced.${group}.${key}.help`)} {t('advanced.bounds', { min: bounds.min, max: bounds.max, value: fallback })}
      </p>
    </div>
  );

  return (
    <Card aria-labelledby="advanced-operations-title">
      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <h2 id="advanced-operations-title" className="text-xl font-semibold">
          {t('advanced.operationsTitle')}
        </h2>
        <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('advanced.operationsText')}</p>
        {locked ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('advanced.superOnlyOperations')}</p> : null}
        <fieldset className="flex min-w-0 flex-col gap-4" disabled={locked}>
          <legend className="mb-2 font-semibold">{t('advanced.retentionTitle')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {RETENTION_KEYS.map((key) =>
              number('retention', key, retention[key], RETENTION_BOUNDS[key], view.defaults.retention[key], (value) =>
                setRetention({ ...retention, [key]: value }),
              ),
            )}
          </div>
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-4" disabled={locked}>
          <legend className="mb-2 font-semibold">{t('advanced.rateLimitsTitle')}</legend>
          <div className="grid gap-4 sm:grid-cols-2">
            {RATE_LIMIT_KEYS.map((key) =>
              number('rateLimits', key, limits[key], RATE_LIMIT_BOUNDS[key], view.defaults.rateLimits[key], (value) =>
                setLimits({ ...limits, [key]: value }),
              ),
            )}
          </div>
        </fieldset>
        {locked ? null : (
          <div>
            <SubmitButton pending={save.isPending}>{t('advanced.saveOperations')}</SubmitButton>
          </div>
        )}
      </form>
    </Card>
  );
}
