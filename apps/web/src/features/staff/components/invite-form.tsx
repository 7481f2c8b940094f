import { type PlaceKindName, type PlacePermission, StaffInvitationInputSchema } from '@platform/core';
import { Form, FormCheckbox, FormError, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useInvite } from '../api/invite.ts';
import { useStaffTexts } from '../texts.ts';

/** E-mail address and the rights the new manager gets; the server mails the link. */
export function InviteForm({
  kind,
  placeId,
  grantable,
}: {
  kind: PlaceKindName;
  placeId: string;
  grantable: readonly PlacePermission[];
}) {
  const { t } = useStaffTexts();
  const invite = useInvite(kind, placeId);
  const form = useZodForm(StaffInvitationInputSchema, { email: '', permissions: [] });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        await invite.mutateAsync(values);
        toast.success(t('staff.invited', { email: values.email }));
        form.reset({ email: '', permissions: [] });
      }}
    >
      <h3 className="font-semibold">{t('staff.inviteTitle')}</h3>
      <FormField name="email" type="email" label={t('staff.email')} autoComplete="off" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('staff.rights')}</legend>
        <div className="flex flex-wrap gap-3">
          {grantable.map((permission) => (
            <FormCheckbox key={permission} name="permissions" value={permission} label={t(`staff.permissions.${permission}`)} />
          ))}
        </div>
        <FormError name="permissions" />
      </fieldset>
      <div>
        <SubmitButton pending={invite.isPending}>{t('staff.invite')}</SubmitButton>
      </div>
    </Form>
  );
}
