import { PRODUCT_CATEGORIES, ScreenFormSchema, type ScreenInput } from '@platform/core';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Form, FormCheckbox, FormError, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { ReadOnlyFieldset, ReadOnlyNotice, useReadOnly } from '../../auth/index.ts';
import { useCreateScreen } from '../api/create-screen.ts';
import { useScreens } from '../api/get-screens.ts';
import { useRevokeScreen } from '../api/revoke-screen.ts';

/** A checkbox per category, all registered under `name` (an array of the checked ones), with the group's error. */
function CategoryChecks({ legend, name, errorName }: { legend: string; name: string; errorName: string }) {
  const { t } = useTranslation();
  const { register } = useFormContext();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {PRODUCT_CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={t(`coffeeshops.categories.${category}`)}
            labelLayout="items-center gap-1.5 text-sm"
            value={category}
            {...register(name)}
          />
        ))}
      </div>
      <FormError name={errorName} />
    </fieldset>
  );
}

function NewScreenForm({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const create = useCreateScreen(shopId);
  const form = useZodForm(ScreenFormSchema, {
    name: '',
    layout: {
      columns: '2',
      categories: [...PRODUCT_CATEGORIES],
      dayparts: [{ from: '', to: '06:00', categories: ['preroll', 'edible'] }],
    },
    dimUntilTapped: false,
  });
  const daypartFrom = form.watch('layout.dayparts.0.from');

  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      onSubmit={async (input: ScreenInput) => {
        await create.mutateAsync(input);
        toast.success(t('screens.manage.created'));
        form.setValue('name', '');
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField name="name" label={t('screens.manage.name')} />
        <FormSelect name="layout.columns" label={t('screens.manage.columns')}>
          {[1, 2, 3, 4].map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </FormSelect>
      </div>
      <CategoryChecks legend={t('screens.manage.categories')} name="layout.categories" errorName="layout.categories" />
      <div className="grid gap-3 sm:grid-cols-3">
        <FormField name="layout.dayparts.0.from" label={t('screens.manage.daypart')} type="time" />
        <FormField name="layout.dayparts.0.to" label={t('screens.manage.daypartTo')} type="time" />
      </div>
      {daypartFrom ? (
        <CategoryChecks
          legend={t('screens.manage.daypartCategories')}
          name="layout.dayparts.0.categories"
          errorName="layout.dayparts.0.categories"
        />
      ) : null}
      <FormCheckbox name="dimUntilTapped" label={t('screens.manage.dim')} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('screens.manage.add')}
        </Button>
      </div>
    </Form>
  );
}

/** The shop's screens: open, copy the secret link, see the pairing code, revoke; and register a new one. */
export function ScreensPanel({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const screens = useScreens(shopId);
  const revoke = useRevokeScreen(shopId);
  const { readOnly, reason } = useReadOnly();
  return (
    <div className="flex flex-col gap-4">
      <ReadOnlyNotice />
      <Card>
        <ReadOnlyFieldset>
          <NewScreenForm shopId={shopId} />
        </ReadOnlyFieldset>
      </Card>
      {screens.isPending ? <Spinner /> : null}
      {screens.isError ? <p role="alert">{screens.error.message}</p> : null}
      {screens.data?.length === 0 ? <p className="text-zinc-500">{t('screens.manage.none')}</p> : null}
      <ul className="flex flex-col gap-2">
        {screens.data?.map((screen) => {
          // A read-only (demo) viewer gets no token from the server, so no link either.
          const url = screen.token ? `${window.location.origin}/coffeeshop/${shopId}/menu?screen=${screen.token}` : null;
          return (
            <li
              key={screen.id}
              className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
            >
              <span className="font-medium">{screen.name}</span>
              {screen.revoked ? (
                <Badge tone="danger">{t('screens.manage.revokedBadge')}</Badge>
              ) : screen.pairingCode ? (
                <Badge>{t('screens.manage.code', { code: screen.pairingCode })}</Badge>
              ) : null}
              <span className="text-sm text-zinc-500">
                {screen.lastSeenAt
                  ? t('screens.manage.lastSeen', { date: formatDate(screen.lastSeenAt, true) })
                  : t('screens.manage.never')}
              </span>
              {!screen.revoked && (readOnly || !url) ? (
                <span className="ml-auto flex gap-2">
                  <Button variant="secondary" disabled title={reason}>
                    {t('screens.manage.open')}
                  </Button>
                  <Button variant="secondary" disabled title={reason}>
                    {t('screens.manage.copy')}
                  </Button>
                  <Button variant="danger" disabled title={reason}>
                    {t('screens.manage.revoke')}
                  </Button>
                </span>
              ) : null}
              {!screen.revoked && !readOnly && url ? (
                <span className="ml-auto flex gap-2">
                  <a href={url} target="_blank" rel="noreferrer" className={buttonClass('secondary')}>
                    {t('screens.manage.open')}
                  </a>
                  <Button
                    variant="secondary"
                    onClick={async () => {
                      try {
                        await navigator.clipboard.writeText(url);
                        toast.success(t('screens.manage.copied'));
                      } catch (error) {
                        console.error('Kopiëren mislukt', error);
                      }
                    }}
                  >
                    {t('screens.manage.copy')}
                  </Button>
                  <ConfirmDialog
                    trigger={<Button variant="danger">{t('screens.manage.revoke')}</Button>}
                    title={t('screens.manage.revokeConfirm', { name: screen.name })}
                    confirm={t('screens.manage.revoke')}
                    cancel={t('app.cancel')}
                    onConfirm={() => revoke.mutate(screen.id)}
                  />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
