import { PLATFORM_PRODUCTS, type PlatformSettingKey, type PlatformSettings, type PlatformSettingsView } from '@platform/core';
import { type FormEvent, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, TextareaField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useUpdatePlatformSettings } from '../api/platform-settings.ts';
import { useAdminTexts } from '../texts.ts';
import { type SettingsErrors, submitSettings } from './settings-errors.ts';

type Errors = SettingsErrors;

/** The keys this form saves; retention, limits and pay rules have their own forms (ADR 077). */
const FORM_KEYS: readonly PlatformSettingKey[] = [
  'maintenanceEnabled',
  'maintenanceMessage',
  'signUpsOpen',
  'contactInbox',
  'modules',
];

/** The platform settings (ADR 058); keys only a superadmin may change are shown but disabled for other admins. */
export function PlatformSettingsForm({ view }: { view: PlatformSettingsView }) {
  const { t } = useAdminTexts();
  const save = useUpdatePlatformSettings();
  const [draft, setDraft] = useState<PlatformSettings>(view.settings);
  const [errors, setErrors] = useState<Errors>({});
  const locked = new Set<PlatformSettingKey>(view.locked);
  const set = <K extends PlatformSettingKey>(key: K, value: PlatformSettings[K]) => setDraft({ ...draft, [key]: value });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const change = Object.fromEntries(
      Object.entries(draft).filter(
        ([key]) => FORM_KEYS.includes(key as PlatformSettingKey) && !locked.has(key as PlatformSettingKey),
      ),
    );
    submitSettings(change, setErrors, save.mutate, t('advanced.saved'));
  };

  const superOnly =
    locked.size > 0 ? <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('advanced.superOnly')}</p> : null;

  return (
    <Card aria-labelledby="advanced-settings-title">
      <form onSubmit={submit} className="flex flex-col gap-6" noValidate>
        <h2 id="advanced-settings-title" className="text-xl font-semibold">
          {t('advanced.settingsTitle')}
        </h2>
        <fieldset className="flex min-w-0 flex-col gap-3" disabled={locked.has('maintenanceEnabled')}>
          <legend className="mb-2 font-semibold">{t('advanced.maintenance')}</legend>
          {superOnly}
          <Checkbox
            label={t('advanced.maintenanceEnabled')}
            checked={draft.maintenanceEnabled}
            onChange={(event) => set('maintenanceEnabled', event.target.checked)}
          />
          <TextareaField
            label={t('advanced.maintenanceMessage')}
            value={draft.maintenanceMessage}
            onChange={(event) => set('maintenanceMessage', event.target.value)}
            error={errors.maintenanceMessage}
            rows={3}
          />
          <Checkbox
            label={t('advanced.signUpsOpen')}
            checked={draft.signUpsOpen}
            onChange={(event) => set('signUpsOpen', event.target.checked)}
          />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-3">
          <legend className="mb-2 font-semibold">{t('advanced.general')}</legend>
          <Field
            label={t('advanced.contactInbox')}
            type="email"
            autoComplete="off"
            value={draft.contactInbox}
            onChange={(event) => set('contactInbox', event.target.value)}
            error={errors.contactInbox}
          />
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-2 font-semibold">{t('advanced.modules')}</legend>
          <p className="text-sm text-zinc-600 dark:text-zinc-400">{t('advanced.modulesText')}</p>
          <div className="grid gap-2 sm:grid-cols-2">
            {PLATFORM_PRODUCTS.map((product) => (
              <Checkbox
                key={product.slug}
                label={product.name}
                checked={draft.modules[product.slug]}
                onChange={(event) => set('modules', { ...draft.modules, [product.slug]: event.target.checked })}
              />
            ))}
          </div>
        </fieldset>
        <div>
          <SubmitButton pending={save.isPending}>{t('advanced.save')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
