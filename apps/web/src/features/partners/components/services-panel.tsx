import { type ManagedPartner, type PartnerService, PartnerServiceInputSchema } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormField, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useRemoveService, useSaveService } from '../api/dashboard.ts';

function ServiceForm({ partnerId, service, onDone }: { partnerId: string; service: PartnerService | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveService(partnerId, service?.id ?? null);
  const form = useZodForm(PartnerServiceInputSchema, {
    title: service?.title ?? '',
    description: service?.description ?? '',
    priceText: service?.priceText ?? '',
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
      onSubmit={async (values) => {
        await save.mutateAsync(values);
        toast.success(t('partners.dashboard.serviceSaved'));
        onDone();
      }}
    >
      <FormField name="title" label={t('partners.fields.serviceTitle')} />
      <FormTextarea name="description" rows={4} label={t('partners.fields.serviceDescription')} />
      <FormField name="priceText" label={t('partners.fields.priceText')} />
      <div className="flex gap-2">
        <SubmitButton pending={save.isPending}>{t('partners.dashboard.saveService')}</SubmitButton>
        <Button type="button" variant="secondary" onClick={onDone}>
          {t('partners.dashboard.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** The services on the partner's page: each with a title, description and an optional price text. */
export function ServicesPanel({ partner }: { partner: ManagedPartner }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState<{ service: PartnerService | null } | null>(null);
  const remove = useRemoveService(partner.id);
  return (
    <section className="flex flex-col gap-3">
      <div className="flex items-center gap-3">
        <h2 className="text-lg font-semibold">{t('partners.services')}</h2>
        <Button onClick={() => setEditing({ service: null })}>{t('partners.dashboard.addService')}</Button>
      </div>
      {editing ? (
        <ServiceForm
          key={editing.service?.id ?? 'new'}
          partnerId={partner.id}
          service={editing.service}
          onDone={() => setEditing(null)}
        />
      ) : null}
      {partner.services.length === 0 ? <p className="text-zinc-500">{t('partners.dashboard.noServices')}</p> : null}
      <ul className="flex flex-col gap-2">
        {partner.services.map((service) => (
          <li
            key={service.id}
            className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <span className="font-medium">{service.title}</span>
            {service.priceText ? <span className="text-sm text-zinc-500">{service.priceText}</span> : null}
            <span className="ml-auto flex gap-2">
              <Button variant="secondary" onClick={() => setEditing({ service })}>
                {t('partners.dashboard.edit')}
              </Button>
              <ConfirmDialog
                trigger={<Button variant="danger">{t('partners.dashboard.remove')}</Button>}
                title={t('partners.dashboard.removeService', { title: service.title })}
                confirm={t('partners.dashboard.remove')}
                cancel={t('partners.dashboard.cancel')}
                onConfirm={() => remove.mutate(service.id, { onError: (error) => toast.error(error.message) })}
              />
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
