import { type ManagerDay, type PhoneBookingInput, PhoneBookingInputSchema } from '@platform/core';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { toast } from '../../../lib/toast.ts';
import { usePhoneBooking } from '../api/phone-booking.ts';
import { useHorecaTexts } from '../texts.ts';

/**
 * A booking taken on the phone, for any date and time the venue is open (ADR 031): the same
 * tables, minimum parties and combinations as online, but every table, also those not bookable online.
 */
export function PhoneBookingForm({ day }: { day: ManagerDay }) {
  const { t } = useHorecaTexts();
  const book = usePhoneBooking(day.venue.id);
  const form = useZodForm(PhoneBookingInputSchema, {
    date: day.date,
    time: '19:00',
    partySize: '2',
    name: '',
    phone: '',
    email: '',
  });
  const submit = async (input: PhoneBookingInput) => {
    const booked = await book.mutateAsync(input);
    toast.success(t('horecaManager.phoneBooked', { name: booked.name, time: booked.time }));
    form.reset({ date: input.date, time: input.time, partySize: '2', name: '', phone: '', email: '' });
  };
  return (
    <Form form={form} onSubmit={submit} className="flex flex-col gap-3" aria-labelledby="phone-title">
      <h2 id="phone-title" className="text-lg font-semibold">
        {t('horecaManager.phoneBooking')}
      </h2>
      <div className="grid grid-cols-3 gap-3">
        <FormField name="date" label={t('horecaManager.phoneDate')} type="date" />
        <FormField name="time" label={t('horecaManager.phoneTime')} type="time" />
        <FormField name="partySize" label={t('horeca.partySize')} type="number" min={1} max={50} />
      </div>
      <FormField name="name" label={t('horecaManager.guestName')} autoComplete="off" />
      <div className="grid grid-cols-2 gap-3">
        <FormField name="phone" label={t('horecaManager.guestPhone')} type="tel" autoComplete="off" />
        <FormField name="email" label={t('horecaManager.guestEmail')} type="email" autoComplete="off" />
      </div>
      <div>
        <Button type="submit" disabled={book.isPending}>
          {t('horecaManager.enterBooking')}
        </Button>
      </div>
    </Form>
  );
}
