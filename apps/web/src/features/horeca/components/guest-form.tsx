import { BookingInputSchema, type BookingResult } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Form, FormCheckbox, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useAuth } from '../../auth/index.ts';
import { useBook } from '../api/book.ts';
import type { SlotChoice } from './slot-picker.tsx';

const GuestSchema = BookingInputSchema.pick({ name: true, email: true, phone: true, note: true, marketingOptIn: true });

/** The guest's details for the chosen time; loaded with the form library once a time is picked (first load, ADR 037). */
export function GuestForm({
  venueId,
  slot,
  onBooked,
}: {
  venueId: string;
  slot: SlotChoice;
  onBooked(result: BookingResult): void;
}) {
  const { t } = useTranslation();
  const { me } = useAuth();
  const book = useBook(venueId);
  const form = useZodForm(GuestSchema, {
    name: me ? me.user.name : '',
    email: me?.user.email ?? '',
    phone: '',
    note: '',
    marketingOptIn: false,
  });
  return (
    <Form
      form={form}
      onSubmit={async (guest) => onBooked(await book.mutateAsync({ ...slot, ...guest }))}
      // A taken slot is no field's fault: say so in a toast.
      onServerError={(error) => {
        if (!(error instanceof ApiRequestError && error.status === 409)) return false;
        toast.error(error.message);
        return true;
      }}
      className="flex flex-col gap-4"
    >
      <FormField name="name" label={t('horeca.name')} autoComplete="name" />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="email" label={t('horeca.email')} type="email" autoComplete="email" />
        <FormField name="phone" label={t('horeca.phone')} type="tel" autoComplete="tel" />
      </div>
      <FormField name="note" label={t('horeca.note')} />
      <FormCheckbox
        name="marketingOptIn"
        label={t('horeca.marketingOptIn')}
        labelLayout="items-start gap-2 text-sm"
        className="mt-1"
      />
      <p className="text-xs text-zinc-500">{t('horeca.privacyNote')}</p>
      <div>
        <SubmitButton pending={book.isPending}>{t('horeca.confirmBooking')}</SubmitButton>
      </div>
    </Form>
  );
}
