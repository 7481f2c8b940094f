import type { ProductSlug } from '@platform/core';
import { useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Form, FormField, FormTextarea, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useSendContact } from '../api/send-contact.ts';
import { useMarketingTexts } from '../texts.ts';

/** The schema loads with the form's first check, not with the page (ADR 082). */
const loadSchema = () => import('@platform/core/marketing/contact').then((module) => module.ContactInputSchema);

const EMPTY = { name: '', email: '', organisation: '', phone: '', message: '', website: '' };

/**
 * The contact and demo-request form. `website` is a honeypot: out of sight and out of the tab order for people,
 * filled in by bots; the server then answers like a success and stores nothing. No third-party captcha.
 */
export function ContactForm({ product }: { product?: ProductSlug }) {
  const { t } = useMarketingTexts();
  const send = useSendContact();
  const form = useZodForm(loadSchema, { ...EMPTY, product: product ?? null });
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p role="status" className="rounded-md bg-brand/10 p-3">
          {t('marketing.contact.sent')}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            form.reset({ ...EMPTY, product: product ?? null });
            setSent(false);
          }}
        >
          {t('marketing.contact.sendAnother')}
        </Button>
      </div>
    );
  }
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        await send.mutateAsync(values);
        setSent(true);
      }}
    >
      <FormField name="name" label={t('marketing.contact.name')} autoComplete="name" />
      <FormField name="email" type="email" label={t('marketing.contact.email')} autoComplete="email" />
      <FormField name="organisation" label={t('marketing.contact.organisation')} autoComplete="organization" />
      <FormField name="phone" type="tel" label={t('marketing.contact.phone')} autoComplete="tel" />
      <FormTextarea name="message" label={t('marketing.contact.message')} rows={6} />
      <div className="absolute -left-[10000px] h-px w-px overflow-hidden" aria-hidden="true">
        <FormField name="website" label={t('marketing.contact.honeypot')} tabIndex={-1} autoComplete="off" />
      </div>
      <p className="text-xs text-zinc-500">{t('marketing.contact.privacy')}</p>
      <div>
        <SubmitButton pending={send.isPending}>
          {product ? t('marketing.contact.submitDemo') : t('marketing.contact.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
