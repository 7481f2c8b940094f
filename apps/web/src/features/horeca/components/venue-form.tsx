import {
  type OpeningHours,
  VENUE_CATEGORY_GROUP_NAMES,
  VENUE_CATEGORY_GROUPS,
  type VenueCategory,
  type VenueCreate,
  type VenueInput,
  WEEKDAYS,
} from '@platform/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { apiFieldErrors } from '../../../lib/form-errors.ts';
import { OpeningHoursEditor } from './opening-hours-editor.tsx';

export const EMPTY_VENUE: VenueInput = {
  name: '',
  category: 'restaurant',
  cuisines: [],
  priceLevel: 2,
  description: '',
  address: '',
  postcode: '',
  plaats: '',
  latitude: 52.37,
  longitude: 4.9,
  phone: null,
  email: null,
  website: null,
  openingHours: Object.fromEntries(WEEKDAYS.map((day) => [day, [{ open: '17:00', close: '23:00' }]])) as OpeningHours,
  reservationsEnabled: true,
  maxPartySize: 10,
  coverLimitPerSlot: 16,
  cutoffHours: 2,
  notifyEmail: null,
};

type Values = VenueInput & { ownerEmail?: string | null };

/** Details, opening hours (every period of every day) and reservation settings; server errors land on their field. */
export function VenueForm({
  initial,
  withOwner,
  pending,
  onSubmit,
}: {
  initial: VenueInput;
  withOwner?: boolean;
  pending: boolean;
  onSubmit(values: VenueInput | VenueCreate): Promise<void>;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Values>({ ...initial, ...(withOwner ? { ownerEmail: null } : {}) });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = <K extends keyof Values>(name: K, value: Values[K]) => setValues((current) => ({ ...current, [name]: value }));
  const optional = (text: string) => (text.trim() ? text.trim() : null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    try {
      await onSubmit(values as VenueCreate);
    } catch (error) {
      setErrors(apiFieldErrors(error));
    }
  }

  const numberField = (name: 'latitude' | 'longitude' | 'maxPartySize' | 'coverLimitPerSlot' | 'cutoffHours', step = '1') => (
    <Field
      label={t(`horecaEditor.fields.${name}`)}
      type="number"
      step={step}
      value={values[name]}
      error={errors[name]}
      onChange={(e) => set(name, Number(e.target.value))}
    />
  );

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <div className="grid gap-3 sm:grid-cols-2">
        <Field
          label={t('horecaEditor.fields.name')}
          value={values.name}
          error={errors.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <SelectField
          label={t('horecaEditor.fields.category')}
          value={values.category}
          error={errors.category}
          onChange={(e) => set('category', e.target.value as VenueCategory)}
        >
          {VENUE_CATEGORY_GROUP_NAMES.map((group) => (
            <optgroup key={group} label={t(`horeca.groups.${group}`)}>
              {VENUE_CATEGORY_GROUPS[group].map((category) => (
                <option key={category} value={category}>
                  {t(`horeca.categories.${category}`)}
                </option>
              ))}
            </optgroup>
          ))}
        </SelectField>
        <Field
          label={t('horecaEditor.fields.cuisines')}
          value={values.cuisines.join(', ')}
          error={errors.cuisines}
          onChange={(e) =>
            set(
              'cuisines',
              e.target.value
                .split(',')
                .map((item) => item.trim())
                .filter(Boolean),
            )
          }
        />
        <SelectField
          label={t('horecaEditor.fields.priceLevel')}
          value={values.priceLevel}
          onChange={(e) => set('priceLevel', Number(e.target.value))}
        >
          {[1, 2, 3, 4].map((level) => (
            <option key={level} value={level}>
              {'€'.repeat(level)}
            </option>
          ))}
        </SelectField>
      </div>
      <Field
        label={t('horecaEditor.fields.description')}
        value={values.description}
        error={errors.description}
        onChange={(e) => set('description', e.target.value)}
      />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={t('horecaEditor.fields.address')}
          value={values.address}
          error={errors.address}
          onChange={(e) => set('address', e.target.value)}
        />
        <Field
          label={t('horecaEditor.fields.postcode')}
          value={values.postcode}
          error={errors.postcode}
          onChange={(e) => set('postcode', e.target.value)}
        />
        <Field
          label={t('horecaEditor.fields.plaats')}
          value={values.plaats}
          error={errors.plaats}
          onChange={(e) => set('plaats', e.target.value)}
        />
        {numberField('latitude', 'any')}
        {numberField('longitude', 'any')}
        <Field
          label={t('horecaEditor.fields.phone')}
          value={values.phone ?? ''}
          error={errors.phone}
          onChange={(e) => set('phone', optional(e.target.value))}
        />
        <Field
          label={t('horecaEditor.fields.email')}
          type="email"
          value={values.email ?? ''}
          error={errors.email}
          onChange={(e) => set('email', optional(e.target.value))}
        />
        <Field
          label={t('horecaEditor.fields.website')}
          type="url"
          value={values.website ?? ''}
          error={errors.website}
          onChange={(e) => set('website', optional(e.target.value))}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-semibold">{t('horeca.hours')}</legend>
        {errors.openingHours ? (
          <p role="alert" className="text-sm text-red-600">
            {errors.openingHours}
          </p>
        ) : null}
        <OpeningHoursEditor value={values.openingHours} onChange={(next) => set('openingHours', next)} />
      </fieldset>
      <fieldset className="grid gap-3 sm:grid-cols-3">
        <legend className="mb-1 font-semibold">{t('horecaEditor.reservations')}</legend>
        <Checkbox
          label={t('horecaEditor.fields.reservationsEnabled')}
          labelClassName="sm:col-span-3"
          checked={values.reservationsEnabled}
          onChange={(e) => set('reservationsEnabled', e.target.checked)}
        />
        {numberField('maxPartySize')}
        {numberField('coverLimitPerSlot')}
        {numberField('cutoffHours')}
        <div className="sm:col-span-3">
          <Field
            label={t('horecaEditor.fields.notifyEmail')}
            type="email"
            value={values.notifyEmail ?? ''}
            error={errors.notifyEmail}
            onChange={(e) => set('notifyEmail', optional(e.target.value))}
          />
        </div>
      </fieldset>
      {withOwner ? (
        <Field
          label={t('horecaEditor.fields.ownerEmail')}
          type="email"
          value={values.ownerEmail ?? ''}
          error={errors.ownerEmail}
          onChange={(e) => set('ownerEmail', optional(e.target.value))}
        />
      ) : null}
      <div>
        <Button type="submit" disabled={pending} aria-busy={pending}>
          {pending ? t('app.busy') : t('horecaEditor.saveVenue')}
        </Button>
      </div>
    </form>
  );
}
