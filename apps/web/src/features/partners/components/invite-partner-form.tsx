import { PartnerInviteInputSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useInvitePartner } from '../api/admin.ts';
import { PartnerKindOptions } from './partner-kind-options.tsx';

/** Name, kind and contact address: the partner is created (not yet public) and the address gets the link. */
export function InvitePartnerForm() {
  const { t } = useTranslation();
  const invite = useInvitePartner();
  const form = useZodForm(PartnerInviteInputSchema, { name: '', kind: 'leverancier', email: '' });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        await invite.mutateAsync(values);
        toast.success(t('partners.admin.invited', { email: values.email }));
        form.reset({ name: '', kind: 'leverancier', email: '' });
      }}
    >
      <h2 className="text-lg font-semibold">{t('partners.admin.inviteTitle')}</h2>
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField name="name" label={t('partners.fields.name')} />
        <FormSelect name="kind" label={t('partners.fields.kind')}>
          <PartnerKindOptions />
        </FormSelect>
        <FormField name="email" type="email" label={t('partners.fields.contactEmail')} autoComplete="off" />
      </div>
      <div>
        <SubmitButton pending={invite.isPending}>{t('partners.admin.invite')}</SubmitButton>
      </div>
    </Form>
  );
}
