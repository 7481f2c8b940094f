import {
  type PlaceKindName,
  WEBHOOK_EVENTS_BY_KIND,
  type WebhookEndpoint,
  WebhookEndpointInputSchema,
  type WebhookEndpointWithSecret,
} from '@platform/core';
import { useState } from 'react';
import { BUTTON_BOX_SMALL, Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormError, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { toast } from '../../../lib/toast.ts';
import { useWebhooks } from '../api/get-webhooks.ts';
import { useCreateWebhook, useRemoveWebhook, useRotateWebhookSecret, useSendTestEvent } from '../api/webhook-mutations.ts';
import { useIntegrationsTexts } from '../texts.ts';
import { DeliveryLog } from './delivery-log.tsx';
import { EmptyNote } from './management-table.tsx';
import { SecretSectionHead } from './secret-reveal.tsx';

function CreateWebhookForm({
  kind,
  placeId,
  onCreated,
}: {
  kind: PlaceKindName;
  placeId: string;
  onCreated(endpoint: WebhookEndpointWithSecret): void;
}) {
  const { t } = useIntegrationsTexts();
  const create = useCreateWebhook(kind, placeId);
  const form = useZodForm(WebhookEndpointInputSchema, { url: '', events: [] });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        onCreated(await create.mutateAsync(values));
        form.reset();
      }}
    >
      <FormField name="url" type="url" inputMode="url" label={t('integrations.webhooks.url')} autoComplete="off" />
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('integrations.webhooks.events')}</legend>
        {WEBHOOK_EVENTS_BY_KIND[kind].map((event) => (
          <Checkbox key={event} value={event} label={t(`integrations.webhooks.event.${event}`)} {...form.register('events')} />
        ))}
        <FormError name="events" />
      </fieldset>
      <div>
        <SubmitButton pending={create.isPending}>{t('integrations.webhooks.create')}</SubmitButton>
      </div>
    </Form>
  );
}

function EndpointItem({
  endpoint,
  kind,
  placeId,
  onRotated,
}: {
  endpoint: WebhookEndpoint;
  kind: PlaceKindName;
  placeId: string;
  onRotated(endpoint: WebhookEndpointWithSecret): void;
}) {
  const { t } = useIntegrationsTexts();
  const rotate = useRotateWebhookSecret(kind, placeId);
  const test = useSendTestEvent(kind, placeId);
  const remove = useRemoveWebhook(kind, placeId);
  const onError = (error: Error) => toast.error(error.message);
  return (
    <li className="flex flex-col gap-2 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800">
      <p className="break-all font-mono text-sm">{endpoint.url}</p>
      <p className="text-sm text-zinc-600 dark:text-zinc-400">
        {endpoint.events.map((event) => t(`integrations.webhooks.event.${event}`)).join(' · ')}
      </p>
      <p className="text-xs text-zinc-500">{t('integrations.webhooks.secretPrefix', { prefix: `${endpoint.secretPrefix}…` })}</p>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          box={BUTTON_BOX_SMALL}
          disabled={test.isPending}
          onClick={() => test.mutate(endpoint.id, { onSuccess: () => toast.success(t('integrations.webhooks.tested')), onError })}
        >
          {t('integrations.webhooks.test')}
        </Button>
        <ConfirmDialog
          trigger={
            <Button variant="secondary" box={BUTTON_BOX_SMALL}>
              {t('integrations.webhooks.rotate')}
            </Button>
          }
          title={t('integrations.webhooks.rotateTitle')}
          description={t('integrations.webhooks.rotateText')}
          confirm={t('integrations.webhooks.rotate')}
          cancel={t('integrations.keys.cancel')}
          onConfirm={() =>
            rotate.mutate(endpoint.id, {
              onSuccess: (rotated) => {
                onRotated(rotated);
                toast.success(t('integrations.webhooks.rotated'));
              },
              onError,
            })
          }
        />
        <ConfirmDialog
          trigger={
            <Button variant="danger" box={BUTTON_BOX_SMALL}>
              {t('integrations.webhooks.remove')}
            </Button>
          }
          title={t('integrations.webhooks.removeTitle', { url: endpoint.url })}
          description={t('integrations.webhooks.removeText')}
          confirm={t('integrations.webhooks.remove')}
          cancel={t('integrations.keys.cancel')}
          onConfirm={() =>
            remove.mutate(endpoint.id, { onSuccess: () => toast.success(t('integrations.webhooks.removed')), onError })
          }
        />
      </div>
    </li>
  );
}

/** A place's webhooks: add one (its secret shown once), test, rotate the secret, remove; and the delivery log. */
export function WebhooksSection({ kind, placeId }: { kind: PlaceKindName; placeId: string }) {
  const { t } = useIntegrationsTexts();
  const overview = useWebhooks(kind, placeId);
  const [secret, setSecret] = useState<string | null>(null);
  const reveal = (endpoint: WebhookEndpointWithSecret) => setSecret(endpoint.secret);
  return (
    <>
      <Card className="flex flex-col gap-4">
        <SecretSectionHead
          title={t('integrations.webhooks.title')}
          label={t('integrations.webhooks.secretLabel')}
          notice={t('integrations.webhooks.secretOnce')}
          secret={secret}
          onDone={() => setSecret(null)}
        >
          <CreateWebhookForm
            kind={kind}
            placeId={placeId}
            onCreated={(endpoint) => {
              reveal(endpoint);
              toast.success(t('integrations.webhooks.created'));
            }}
          />
        </SecretSectionHead>
        <QueryState query={overview}>
          {(data) =>
            data.endpoints.length === 0 ? (
              <EmptyNote>{t('integrations.webhooks.empty')}</EmptyNote>
            ) : (
              <ul className="flex flex-col gap-3">
                {data.endpoints.map((endpoint) => (
                  <EndpointItem key={endpoint.id} endpoint={endpoint} kind={kind} placeId={placeId} onRotated={reveal} />
                ))}
              </ul>
            )
          }
        </QueryState>
      </Card>
      <Card className="flex flex-col gap-4">
        <h2 className="text-xl font-semibold">{t('integrations.deliveries.title')}</h2>
        <QueryState query={overview}>
          {(data) => <DeliveryLog deliveries={data.deliveries} kind={kind} placeId={placeId} />}
        </QueryState>
      </Card>
    </>
  );
}
