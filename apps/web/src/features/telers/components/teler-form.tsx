import { PROVINCES, photoUrl, type TelerAdmin } from '@platform/core';
import type { z } from 'zod';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import {
  applyServerErrors,
  Form,
  FormCheckbox,
  FormField,
  FormSelect,
  FormTextarea,
  useZodForm,
} from '../../../components/ui/form.tsx';
import { apiUpload } from '../../../lib/api-client.ts';
import { errorMessage } from '../../../lib/form-errors.ts';
import { toast } from '../../../lib/toast.ts';
import { useSaveTeler } from '../api/save-teler.ts';
import { useTelersTexts } from '../texts.ts';
import { FIELDS, type FieldName, FLAGS, type Kind, SECTIONS, TelerFormSchema, toText } from './teler-form-schema.ts';

function ImageUpload({ label, onUploaded }: { label: string; onUploaded(url: string): void }) {
  const { t } = useTelersTexts();
  return (
    <label className="flex flex-col gap-1 text-sm">
      {label}
      <input
        type="file"
        accept="image/jpeg,image/png,image/webp"
        onChange={async (event) => {
          const file = event.target.files?.[0];
          if (!file) return;
          try {
            const uploaded = await apiUpload<{ url: string }>('/api/admin/images', file);
            onUploaded(uploaded.url);
            toast.success(t('growerManager.uploaded'));
          } catch (error) {
            toast.error(errorMessage(error));
          }
          event.target.value = '';
        }}
      />
    </label>
  );
}

export function TelerForm({ teler, onDone }: { teler: TelerAdmin | null; onDone(): void }) {
  const { t } = useTelersTexts();
  const save = useSaveTeler();
  const form = useZodForm(TelerFormSchema, {
    ...(Object.fromEntries(FIELDS.map(([name, kind]) => [name, toText(teler, name, kind)])) as Record<FieldName, string>),
    designatedGrower: teler?.designatedGrower ?? false,
    geverifieerd: teler?.geverifieerd ?? false,
    actief: teler?.actief ?? true,
  });
  const text = form.watch();

  const submit = async (input: z.output<typeof TelerFormSchema>) => {
    await save.mutateAsync({ id: teler?.id ?? null, input });
    toast.success(t('growerManager.saved'));
    onDone();
  };

  const control = (name: FieldName, kind: Kind) => {
    const label = t(`growerManager.${name}`);
    switch (kind) {
      case 'textarea':
      case 'images':
        return (
          <FormTextarea
            name={name}
            label={label}
            rows={kind === 'images' ? 4 : 3}
            {...(kind === 'images' ? { placeholder: t('growerManager.galleryHint') } : {})}
          />
        );
      case 'province':
        return (
          <FormSelect name={name} label={label}>
            <option value="">{t('growerManager.noProvince')}</option>
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </FormSelect>
        );
      default:
        return (
          <FormField
            name={name}
            label={label}
            type={kind === 'email' || kind === 'tel' || kind === 'url' ? kind : 'text'}
            inputMode={kind === 'number' ? 'decimal' : undefined}
          />
        );
    }
  };

  return (
    <Card>
      <Form
        form={form}
        onSubmit={submit}
        onInvalid={() => toast.error(t('growerManager.fixErrors'))}
        onServerError={(error) => {
          applyServerErrors(error, form, { toast: false });
          toast.error(errorMessage(error));
          return true;
        }}
        className="flex flex-col gap-5"
        aria-label={teler ? t('growerManager.edit') : t('growerManager.add')}
      >
        {SECTIONS.map((section) => (
          <fieldset key={section.id} className="flex min-w-0 flex-col gap-3">
            <legend className="mb-2 text-base font-semibold">{t(`growerManager.sections.${section.id}`)}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              {section.fields.map(([name, kind]) => (
                <div
                  key={name}
                  className={
                    kind === 'textarea' || kind === 'images' ? 'flex flex-col gap-2 sm:col-span-2' : 'flex flex-col gap-2'
                  }
                >
                  {control(name, kind)}
                  {kind === 'image' || kind === 'images' ? (
                    <>
                      <ImageUpload
                        label={t('growerManager.upload')}
                        onUploaded={(url) =>
                          form.setValue(name, kind === 'images' ? [text[name].trim(), url].filter(Boolean).join('\n') : url)
                        }
                      />
                      <div className="flex flex-wrap gap-2">
                        {(kind === 'images' ? text[name].split('\n') : [text[name]])
                          .map((url) => url.trim())
                          .filter(Boolean)
                          .map((url) => (
                            <img
                              key={url}
                              src={photoUrl(url, 'thumbnail')}
                              width={80}
                              height={80}
                              loading="lazy"
                              alt=""
                              className="h-20 w-20 rounded object-cover"
                            />
                          ))}
                      </div>
                    </>
                  ) : null}
                </div>
              ))}
            </div>
          </fieldset>
        ))}
        <div className="flex flex-wrap gap-4">
          {FLAGS.map((flag) => (
            <FormCheckbox key={flag} name={flag} label={t(`growerManager.${flag}`)} />
          ))}
        </div>
        <div className="flex gap-2">
          <Button type="submit" disabled={save.isPending}>
            {t('growerManager.save')}
          </Button>
          <Button variant="ghost" onClick={onDone}>
            {t('growerManager.cancel')}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
