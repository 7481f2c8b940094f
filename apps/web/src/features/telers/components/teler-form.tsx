// Long file: the grower form has ten field groups (contact, socials, photos, provinces); it is the next one to move onto the kit's Form component, which will shorten it.
import { PROVINCES, photoUrl, TELER_SOCIALS, type TelerAdmin, TelerInputSchema } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { Field, SelectField, TextareaField } from '../../../components/ui/field.tsx';
import { apiUpload } from '../../../lib/api-client.ts';
import { apiFieldErrors, errorMessage, fieldErrors } from '../../../lib/form-errors.ts';
import { useSaveTeler } from '../api/save-teler.ts';

/** How a field is edited and turned into the API value. */
type Kind = 'text' | 'textarea' | 'email' | 'tel' | 'url' | 'number' | 'province' | 'list' | 'image' | 'images';

/** The teler fields of spec section 3, grouped as an admin fills them in. */
const SECTIONS = [
  {
    id: 'general',
    fields: [
      ['naam', 'text'],
      ['logoUrl', 'image'],
      ['beschrijving', 'textarea'],
      ['omschrijving', 'textarea'],
      ['specialiteiten', 'list'],
    ],
  },
  {
    id: 'address',
    fields: [
      ['adres', 'text'],
      ['postcode', 'text'],
      ['plaats', 'text'],
      ['provincie', 'province'],
      ['locatie', 'text'],
      ['latitude', 'number'],
      ['longitude', 'number'],
    ],
  },
  {
    id: 'registration',
    fields: [
      ['licensieNummer', 'text'],
      ['kvkNummer', 'text'],
    ],
  },
  {
    id: 'contact',
    fields: [
      ['contactEmail', 'email'],
      ['contactTelefoon', 'tel'],
      ['whatsappNummer', 'tel'],
      ['website', 'url'],
      ...TELER_SOCIALS.map((social) => [social, 'url'] as const),
    ],
  },
  {
    id: 'visiting',
    fields: [
      ['openingstijden', 'textarea'],
      ['bereikbaarheidInfo', 'textarea'],
    ],
  },
  {
    id: 'images',
    fields: [
      ['heroImage', 'image'],
      ['gallerijImages', 'images'],
    ],
  },
  {
    id: 'seo',
    fields: [
      ['metaTitle', 'text'],
      ['metaDescription', 'textarea'],
      ['seoKeywords', 'list'],
    ],
  },
  { id: 'compliance', fields: [['complianceNotes', 'textarea']] },
] as const satisfies ReadonlyArray<{ id: string; fields: ReadonlyArray<readonly [keyof TelerAdmin, Kind]> }>;

type FieldName = (typeof SECTIONS)[number]['fields'][number][0];
const FIELDS: ReadonlyArray<readonly [FieldName, Kind]> = SECTIONS.flatMap(
  (section): ReadonlyArray<readonly [FieldName, Kind]> => section.fields,
);
const FLAGS = ['designatedGrower', 'geverifieerd', 'actief'] as const;

/** A stored value as the text in its input (lists comma-separated, gallery one per line). */
function toText(teler: TelerAdmin | null, name: FieldName, kind: Kind): string {
  const value = teler?.[name];
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(kind === 'images' ? '\n' : ', ');
  return String(value);
}

/** The text of an input as the API value; the shared schema then checks it. */
function fromText(text: string, kind: Kind): unknown {
  if (kind === 'list') {
    return text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (kind === 'images') {
    return text
      .split('\n')
      .map((item) => item.trim())
      .filter(Boolean);
  }
  if (kind === 'number') return text.trim() === '' ? null : Number(text.trim().replace(',', '.'));
  return text.trim();
}

function ImageUpload({ label, onUploaded }: { label: string; onUploaded(url: string): void }) {
  const { t } = useTranslation();
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
  const { t } = useTranslation();
  const save = useSaveTeler();
  const [text, setText] = useState<Record<FieldName, string>>(
    () => Object.fromEntries(FIELDS.map(([name, kind]) => [name, toText(teler, name, kind)])) as Record<FieldName, string>,
  );
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number], boolean>>({
    designatedGrower: teler?.designatedGrower ?? false,
    geverifieerd: teler?.geverifieerd ?? false,
    actief: teler?.actief ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: FieldName, value: string) => setText((current) => ({ ...current, [name]: value }));

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = TelerInputSchema.safeParse({
      ...Object.fromEntries(FIELDS.map(([name, kind]) => [name, fromText(text[name], kind)])),
      ...flags,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      toast.error(t('growerManager.fixErrors'));
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync({ id: teler?.id ?? null, input: parsed.data });
      toast.success(t('growerManager.saved'));
      onDone();
    } catch (error) {
      setErrors(apiFieldErrors(error));
      toast.error(errorMessage(error));
    }
  };

  const control = (name: FieldName, kind: Kind) => {
    const label = t(`growerManager.${name}`);
    const common = { label, value: text[name], error: errors[name] };
    switch (kind) {
      case 'textarea':
      case 'images':
        return (
          <TextareaField
            {...common}
            rows={kind === 'images' ? 4 : 3}
            onChange={(event) => set(name, event.target.value)}
            {...(kind === 'images' ? { placeholder: t('growerManager.galleryHint') } : {})}
          />
        );
      case 'province':
        return (
          <SelectField {...common} onChange={(event) => set(name, event.target.value)}>
            <option value="">{t('growerManager.noProvince')}</option>
            {PROVINCES.map((province) => (
              <option key={province} value={province}>
                {province}
              </option>
            ))}
          </SelectField>
        );
      default:
        return (
          <Field
            {...common}
            type={kind === 'email' || kind === 'tel' || kind === 'url' ? kind : 'text'}
            inputMode={kind === 'number' ? 'decimal' : undefined}
            onChange={(event) => set(name, event.target.value)}
          />
        );
    }
  };

  return (
    <Card>
      <form
        onSubmit={submit}
        noValidate
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
                          set(name, kind === 'images' ? [text[name].trim(), url].filter(Boolean).join('\n') : url)
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
            <Checkbox
              key={flag}
              label={t(`growerManager.${flag}`)}
              checked={flags[flag]}
              onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
            />
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
      </form>
    </Card>
  );
}
