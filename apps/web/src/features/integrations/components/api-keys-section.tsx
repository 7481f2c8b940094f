import {
  API_KEY_RATE_LIMIT,
  API_SCOPES_BY_KIND,
  type ApiKey,
  CreateApiKeyInputSchema,
  type CreatedApiKey,
  type PlaceKindName,
} from '@platform/core';
import { useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { BUTTON_BOX_SMALL, Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { Form, FormError, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { TableCell, TableHead, TableRow } from '../../../components/ui/table.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateApiKey, useRevokeApiKey } from '../api/api-key-mutations.ts';
import { useApiKeys } from '../api/get-api-keys.ts';
import { useIntegrationsTexts } from '../texts.ts';
import { cell, EmptyNote, ManagementTable, rowClass } from './management-table.tsx';
import { SecretSectionHead } from './secret-reveal.tsx';

function CreateKeyForm({
  kind,
  placeId,
  onCreated,
}: {
  kind: PlaceKindName;
  placeId: string;
  onCreated(key: CreatedApiKey): void;
}) {
  const { t } = useIntegrationsTexts();
  const create = useCreateApiKey(kind, placeId);
  const form = useZodForm(CreateApiKeyInputSchema, { name: '', scopes: [], rateLimitPerMinute: API_KEY_RATE_LIMIT.default });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (values) => {
        onCreated(await create.mutateAsync(values));
        form.reset();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="name" label={t('integrations.keys.name')} autoComplete="off" />
        <Field
          label={t('integrations.keys.rateLimit')}
          type="number"
          inputMode="numeric"
          min={API_KEY_RATE_LIMIT.min}
          max={API_KEY_RATE_LIMIT.max}
          {...form.register('rateLimitPerMinute', { valueAsNumber: true })}
          error={form.formState.errors.rateLimitPerMinute?.message}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t('integrations.keys.scopes')}</legend>
        {API_SCOPES_BY_KIND[kind].map((scope) => (
          <Checkbox
            key={scope}
            value={scope}
            label={t(`integrations.keys.scope.${scope.replace(':', '-')}`)}
            {...form.register('scopes')}
          />
        ))}
        <FormError name="scopes" />
      </fieldset>
      <div>
        <SubmitButton pending={create.isPending}>{t('integrations.keys.create')}</SubmitButton>
      </div>
    </Form>
  );
}

function KeyRow({ apiKey, kind, placeId }: { apiKey: ApiKey; kind: PlaceKindName; placeId: string }) {
  const { t } = useIntegrationsTexts();
  const revoke = useRevokeApiKey(kind, placeId);
  return (
    <TableRow className={rowClass}>
      <TableHead scope="row" className={`${cell} text-left font-semibold`}>
        {apiKey.name}
      </TableHead>
      <TableCell className={`${cell} font-mono`}>{apiKey.prefix}…</TableCell>
      <TableCell className={cell}>{apiKey.scopes.join(', ')}</TableCell>
      <TableCell className={cell}>{t('integrations.keys.perMinute', { count: apiKey.rateLimitPerMinute })}</TableCell>
      <TableCell className={cell}>
        {apiKey.lastUsedAt ? formatDate(apiKey.lastUsedAt, true) : t('integrations.keys.never')}
      </TableCell>
      <TableCell className={cell}>
        {apiKey.revokedAt ? (
          <Badge tone="danger">{t('integrations.keys.revokedAt', { date: formatDate(apiKey.revokedAt, true) })}</Badge>
        ) : (
          <Badge tone="brand">{t('integrations.keys.active')}</Badge>
        )}
      </TableCell>
      <TableCell className={cell}>
        {apiKey.revokedAt ? null : (
          <ConfirmDialog
            trigger={
              <Button variant="danger" box={BUTTON_BOX_SMALL} aria-label={`${t('integrations.keys.revoke')}: ${apiKey.name}`}>
                {t('integrations.keys.revoke')}
              </Button>
            }
            title={t('integrations.keys.revokeTitle', { name: apiKey.name })}
            description={t('integrations.keys.revokeText')}
            confirm={t('integrations.keys.revoke')}
            cancel={t('integrations.keys.cancel')}
            onConfirm={() =>
              revoke.mutate(apiKey.id, {
                onSuccess: () => toast.success(t('integrations.keys.revoked')),
                onError: (error) => toast.error(error.message),
              })
            }
          />
        )}
      </TableCell>
    </TableRow>
  );
}

/** A place's API keys: create one (its secret shown once), see scopes, limit and last use, revoke. */
export function ApiKeysSection({ kind, placeId }: { kind: PlaceKindName; placeId: string }) {
  const { t } = useIntegrationsTexts();
  const keys = useApiKeys(kind, placeId);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);
  const columns = ['name', 'prefix', 'scopes', 'limit', 'lastUsed', 'status', 'actions'] as const;
  return (
    <Card className="flex flex-col gap-4">
      <SecretSectionHead
        title={t('integrations.keys.title')}
        label={t('integrations.keys.secretLabel')}
        notice={t('integrations.keys.secretOnce')}
        secret={created?.secret ?? null}
        onDone={() => setCreated(null)}
      >
        <CreateKeyForm
          kind={kind}
          placeId={placeId}
          onCreated={(key) => {
            setCreated(key);
            toast.success(t('integrations.keys.created'));
          }}
        />
      </SecretSectionHead>
      <QueryState query={keys}>
        {(list) =>
          list.length === 0 ? (
            <EmptyNote>{t('integrations.keys.empty')}</EmptyNote>
          ) : (
            <ManagementTable headings={columns.map((column) => t(`integrations.keys.columns.${column}`))}>
              {list.map((apiKey) => (
                <KeyRow key={apiKey.id} apiKey={apiKey} kind={kind} placeId={placeId} />
              ))}
            </ManagementTable>
          )
        }
      </QueryState>
    </Card>
  );
}
