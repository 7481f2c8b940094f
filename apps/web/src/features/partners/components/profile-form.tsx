import { type ManagedPartner, PartnerProfileInputSchema } from '@platform/core';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field.tsx';
import { Form, FormField, FormSelect, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useUpdateProfile, useUploadLogo } from '../api/dashboard.ts';
import { PartnerLogo } from './partner-card.tsx';
import { PartnerKindOptions } from './partner-kind-options.tsx';

function LogoUpload({ partner }: { partner: ManagedPartner }) {
  const { t } = useTranslation();
  const upload = useUploadLogo(partner.id);
  return (
    <div className="flex items-end gap-3">
      <PartnerLogo url={partner.logoUrl} name={partner.name} />
      <Field
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={t('partners.fields.logo')}
        disabled={upload.isPending}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          upload.mutate(file, {
            onSuccess: () => toast.success(t('partners.dashboard.logoSaved')),
            onError: (error) => toast.error(error.message),
          });
        }}
      />
    </div>
  );
}

/** The partner's public page: name, kind, description, website, contact and region, and its logo. */
export function ProfileForm({ partner }: { partner: ManagedPartner }) {
  const { t } = useTranslation();
  const update = useUpdateProfile(partner.id);
  const form = useZodForm(PartnerProfileInputSchema, {
    name: partner.name,
    kind: partner.kind,
    description: partner.description,
    website: partner.website ?? '',
    contactEmail: partner.contactEmail,
    contactPhone: partner.contactPhone,
    region: partner.region,
  });
  return (
    <div className="flex flex-col gap-4">
      <LogoUpload partner={partner} />
      <Form
        form={form}
        className="flex flex-col gap-3"
        onSubmit={async (values) => {
          await update.mutateAsync(values);
          toast.success(t('partners.dashboard.saved'));
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField name="name" label={t('partners.fields.name')} />
          <FormSelect name="kind" label={t('partners.fields.kind')}>
            <PartnerKindOptions />
          </FormSelect>
          <FormField name="contactEmail" type="email" label={t('partners.fields.contactEmail')} />
          <FormField name="contactPhone" type="tel" label={t('partners.fields.contactPhone')} />
          <FormField name="website" type="url" label={t('partners.fields.website')} />
          <FormField name="region" label={t('partners.fields.region')} />
        </div>
        <FormTextarea name="description" rows={6} label={t('partners.fields.description')} />
        <div>
          <SubmitButton pending={update.isPending}>{t('partners.dashboard.save')}</SubmitButton>
        </div>
      </Form>
    </div>
  );
}
