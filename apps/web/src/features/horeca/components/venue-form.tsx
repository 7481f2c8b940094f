import {
  type OpeningHours,
  type OpeningHoursException,
  type VenueCreate,
  VenueCreateSchema,
  type VenueInput,
  WEEKDAYS,
} from '@platform/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { OpeningHoursEditor } from '../../../components/opening-hours-editor.tsx';
import { OpeningHoursExceptionsEditor } from '../../../components/opening-hours-exceptions-editor.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { applyServerErrors, Form, FormCheckbox, FormError, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { VenueKindFields } from './venue-kind-fields.tsx';
import { VenuePreview } from './venue-preview.tsx';

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
  openingHoursExceptions: [],
  reservationsEnabled: true,
  maxPartySize: 10,
  coverLimitPerSlot: 16,
  cutoffHours: 2,
  notifyEmail: null,
};

const optional = (text: string) => (text.trim() ? text.trim() : null);

/**
 * What the fields hold (text as typed, the opening hours), turned into a venue and checked by
 * the core schema; its issues keep the core's paths, as the server's do. The owner's address
 * is only filled in when an admin creates a venue.
 */
const VenueFormSchema = z
  .object({
    name: z.string(),
    category: z.string(),
    cuisines: z.string(),
    priceLevel: z.string(),
    description: z.string(),
    address: z.string(),
    postcode: z.string(),
    plaats: z.string(),
    latitude: z.string(),
    longitude: z.string(),
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    openingHours: z.custom<OpeningHours>(),
    openingHoursExceptions: z.custom<OpeningHoursException[]>(),
    reservationsEnabled: z.boolean(),
    maxPartySize: z.string(),
    coverLimitPerSlot: z.string(),
    cutoffHours: z.string(),
    notifyEmail: z.string(),
    ownerEmail: z.string(),
  })
  .transform(
    (values): z.input<typeof VenueCreateSchema> => ({
      ...values,
      category: values.category as VenueInput['category'],
      cuisines: values.cuisines
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
      priceLevel: Number(values.priceLevel),
      latitude: Number(values.latitude),
      longitude: Number(values.longitude),
      phone: optional(values.phone),
      email: optional(values.email),
      website: optional(values.website),
      maxPartySize: Number(values.maxPartySize),
      coverLimitPerSlot: Number(values.coverLimitPerSlot),
      cutoffHours: Number(values.cutoffHours),
      notifyEmail: optional(values.notifyEmail),
      ownerEmail: optional(values.ownerEmail),
    }),
  )
  .pipe(VenueCreateSchema);

const NUMBERS = ['latitude', 'longitude', 'maxPartySize', 'coverLimitPerSlot', 'cutoffHours'] as const;

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
  const form = useZodForm(VenueFormSchema, {
    ...initial,
    cuisines: initial.cuisines.join(', '),
    priceLevel: String(initial.priceLevel),
    phone: initial.phone ?? '',
    email: initial.email ?? '',
    website: initial.website ?? '',
    notifyEmail: initial.notifyEmail ?? '',
    ownerEmail: '',
    latitude: String(initial.latitude),
    longitude: String(initial.longitude),
    maxPartySize: String(initial.maxPartySize),
    coverLimitPerSlot: String(initial.coverLimitPerSlot),
    cutoffHours: String(initial.cutoffHours),
  });
  const values = form.watch();
  const openingHours = values.openingHours;

  const save = async ({ ownerEmail, ...venue }: VenueCreate) => {
    await onSubmit(withOwner ? { ...venue, ownerEmail } : venue);
  };

  const numberField = (name: (typeof NUMBERS)[number], step = '1') => (
    <FormField name={name} label={t(`horecaEditor.fields.${name}`)} type="number" step={step} />
  );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <Form
        form={form}
        onSubmit={save}
        onInvalid={() => toast.error(t('horecaEditor.fixErrors'))}
        // The caller already reports the failure; the issues only go to their fields.
        onServerError={(error) => {
          applyServerErrors(error, form, { toast: false });
          return true;
        }}
        className="flex flex-col gap-4"
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField name="name" label={t('horecaEditor.fields.name')} />
          <VenueKindFields categoryLabel={t('horecaEditor.fields.category')} />
        </div>
        <FormField name="description" label={t('horecaEditor.fields.description')} />
        <div className="grid gap-3 sm:grid-cols-3">
          <FormField name="address" label={t('horecaEditor.fields.address')} />
          <FormField name="postcode" label={t('horecaEditor.fields.postcode')} />
          <FormField name="plaats" label={t('horecaEditor.fields.plaats')} />
          {numberField('latitude', 'any')}
          {numberField('longitude', 'any')}
          <FormField name="phone" label={t('horecaEditor.fields.phone')} />
          <FormField name="email" label={t('horecaEditor.fields.email')} type="email" />
          <FormField name="website" label={t('horecaEditor.fields.website')} type="url" />
        </div>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('horeca.hours')}</legend>
          <FormError name="openingHours" />
          <OpeningHoursEditor value={openingHours} onChange={(next) => form.setValue('openingHours', next)} />
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-semibold">{t('hoursExceptions.title')}</legend>
          <OpeningHoursExceptionsEditor />
        </fieldset>
        <fieldset className="grid gap-3 sm:grid-cols-3">
          <legend className="mb-1 font-semibold">{t('horecaEditor.reservations')}</legend>
          <FormCheckbox
            name="reservationsEnabled"
            label={t('horecaEditor.fields.reservationsEnabled')}
            labelClassName="sm:col-span-3"
          />
          {numberField('maxPartySize')}
          {numberField('coverLimitPerSlot')}
          {numberField('cutoffHours')}
          <div className="sm:col-span-3">
            <FormField name="notifyEmail" label={t('horecaEditor.fields.notifyEmail')} type="email" />
          </div>
        </fieldset>
        {withOwner ? <FormField name="ownerEmail" label={t('horecaEditor.fields.ownerEmail')} type="email" /> : null}
        <div>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? t('app.busy') : t('horecaEditor.saveVenue')}
          </Button>
        </div>
      </Form>
      <VenuePreview values={values} />
    </div>
  );
}
