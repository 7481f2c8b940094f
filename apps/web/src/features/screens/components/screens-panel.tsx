import { PRODUCT_CATEGORIES, type ProductCategory, ScreenInputSchema } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ReadOnlyFieldset, ReadOnlyNotice, useReadOnly } from '../../auth/index.ts';
import { useCreateScreen } from '../api/create-screen.ts';
import { useScreens } from '../api/get-screens.ts';
import { useRevokeScreen } from '../api/revoke-screen.ts';

function CategoryChecks({
  legend,
  value,
  onChange,
}: {
  legend: string;
  value: ProductCategory[];
  onChange(next: ProductCategory[]): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="text-sm font-medium">{legend}</legend>
      <div className="flex flex-wrap gap-3">
        {PRODUCT_CATEGORIES.map((category) => (
          <Checkbox
            key={category}
            label={t(`coffeeshops.categories.${category}`)}
            labelClassName="gap-1.5"
            checked={value.includes(category)}
            onChange={() => onChange(value.includes(category) ? value.filter((item) => item !== category) : [...value, category])}
          />
        ))}
      </div>
    </fieldset>
  );
}

function NewScreenForm({ shopId }: { shopId: string }) {
  const { t } = useTranslation();
  const create = useCreateScreen(shopId);
  const [name, setName] = useState('');
  const [columns, setColumns] = useState(2);
  const [categories, setCategories] = useState<ProductCategory[]>([...PRODUCT_CATEGORIES]);
  const [daypartFrom, setDaypartFrom] = useState('');
  const [daypartTo, setDaypartTo] = useState('06:00');
  const [daypartCategories, setDaypartCategories] = useState<ProductCategory[]>(['preroll', 'edible']);
  const [dim, setDim] = useState(false);
  const [error, setError] = useState<string | undefined>();

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={async (event) => {
        event.preventDefault();
        const parsed = ScreenInputSchema.safeParse({
          name,
          dimUntilTapped: dim,
          layout: {
            columns,
            categories,
            dayparts: daypartFrom ? [{ from: daypartFrom, to: daypartTo, categories: daypartCategories }] : [],
          },
        });
        if (!parsed.success) {
          setError(parsed.error.issues[0]?.message);
          return;
        }
        setError(undefined);
        try {
          await create.mutateAsync(parsed.data);
          toast.success(t('screens.manage.created'));
          setName('');
        } catch (caught) {
          toast.error(caught instanceof Error ? caught.message : String(caught));
        }
      }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('screens.manage.name')} value={name} onChange={(event) => setName(event.target.value)} error={error} />
        <SelectField
          label={t('screens.manage.columns')}
          value={columns}
          onChange={(event) => setColumns(Number(event.target.value))}
        >
          {[1, 2, 3, 4].map((count) => (
            <option key={count} value={count}>
              {count}
            </option>
          ))}
        </SelectField>
      </div>
      <CategoryChecks legend={t('screens.manage.categories')} value={categories} onChange={setCategories} />
      <div className="grid gap-3 sm:grid-cols-3">
        <Field
          label={t('screens.manage.daypart')}
          type="time"
          value={daypartFrom}
          onChange={(event) => setDaypartFrom(event.target.value)}
        />
        <Field
          label={t('screens.manage.daypartTo')}
          type="time"
          value={daypartTo}
          onChange={(event) => setDaypartTo(event.target.value)}
        />
      </div>
      {daypartFrom ? (
        <CategoryChecks
          legend={t('screens.manage.daypartCategories')}
          value={daypartCategories}
          onChange={setDaypartCategories}
        />
      ) : null}
      <Checkbox label={t('screens.manage.dim')} checked={dim} onChange={(event) => setDim(event.target.checked)} />
      <div>
        <Button type="submit" disabled={create.isPending}>
          {t('screens.manage.add')}
        </Button>
      </div>
    </form>
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
