import { type AdminPlace, PlaceOwnerFormSchema, type PlaceOwnerInput } from '@platform/core';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import type { PlaceKind } from '../api/place-kind.ts';
import { useTransferPlace } from '../api/transfer-place.ts';
import { usePlacesTexts } from '../texts.ts';

/** Hands a place to the account with this address, or to nobody when the field is left empty. */
export function TransferForm({ kind, place, onDone }: { kind: PlaceKind; place: AdminPlace; onDone(): void }) {
  const { t } = usePlacesTexts();
  const transfer = useTransferPlace(kind);
  const form = useZodForm(PlaceOwnerFormSchema, { ownerEmail: place.ownerEmail ?? '' });
  return (
    <Form
      form={form}
      aria-label={t('places.transferTitle', { name: place.name })}
      className="mt-4 flex flex-col gap-3"
      onSubmit={async (input: PlaceOwnerInput) => {
        await transfer.mutateAsync({ id: place.id, input });
        toast.success(input.ownerEmail ? t('places.transferred', { email: input.ownerEmail }) : t('places.transferredToNobody'));
        onDone();
      }}
    >
      <FormField name="ownerEmail" type="email" autoComplete="off" label={t('places.ownerEmail')} />
      <div>
        <SubmitButton pending={transfer.isPending}>{t('places.transfer')}</SubmitButton>
      </div>
    </Form>
  );
}
