import { type TelerAdmin, TelerInputSchema } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field } from '../../../components/ui/field.tsx';
import { apiFieldErrors, errorMessage, fieldErrors } from '../../../lib/form-errors.ts';
import { useSaveTeler } from '../api/admin-telers.ts';

const TEXT_FIELDS = ['naam', 'plaats', 'provincie', 'licensieNummer', 'kvkNummer', 'contactEmail', 'website'] as const;
const FLAGS = ['designatedGrower', 'geverifieerd', 'actief'] as const;

export function TelerForm({ teler, onDone }: { teler: TelerAdmin | null; onDone(): void }) {
  const { t } = useTranslation();
  const save = useSaveTeler();
  const [text, setText] = useState<Record<(typeof TEXT_FIELDS)[number], string>>(
    () =>
      Object.fromEntries(TEXT_FIELDS.map((field) => [field, teler?.[field] ?? ''])) as Record<
        (typeof TEXT_FIELDS)[number],
        string
      >,
  );
  const [beschrijving, setBeschrijving] = useState(teler?.beschrijving ?? '');
  const [specialiteiten, setSpecialiteiten] = useState((teler?.specialiteiten ?? []).join(', '));
  const [flags, setFlags] = useState<Record<(typeof FLAGS)[number], boolean>>({
    designatedGrower: teler?.designatedGrower ?? false,
    geverifieerd: teler?.geverifieerd ?? false,
    actief: teler?.actief ?? true,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = TelerInputSchema.safeParse({
      ...text,
      beschrijving,
      specialiteiten: specialiteiten
        .split(',')
        .map((item) => item.trim())
        .filter(Boolean),
      ...flags,
    });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
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

  return (
    <Card>
      <form
        onSubmit={submit}
        noValidate
        className="flex flex-col gap-3"
        aria-label={teler ? t('growerManager.edit') : t('growerManager.add')}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {TEXT_FIELDS.map((field) => (
            <Field
              key={field}
              label={t(`growerManager.${field}`)}
              value={text[field]}
              onChange={(event) => setText({ ...text, [field]: event.target.value })}
              error={errors[field]}
            />
          ))}
        </div>
        <label className="flex flex-col gap-1 text-sm font-medium">
          {t('growerManager.beschrijving')}
          <textarea
            rows={3}
            value={beschrijving}
            onChange={(event) => setBeschrijving(event.target.value)}
            className="rounded-md border border-zinc-300 bg-white p-2 dark:border-zinc-700 dark:bg-zinc-900"
          />
        </label>
        <Field
          label={t('growerManager.specialiteiten')}
          value={specialiteiten}
          onChange={(event) => setSpecialiteiten(event.target.value)}
        />
        <div className="flex flex-wrap gap-4">
          {FLAGS.map((flag) => (
            <label key={flag} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                checked={flags[flag]}
                onChange={(event) => setFlags({ ...flags, [flag]: event.target.checked })}
              />
              {t(`growerManager.${flag}`)}
            </label>
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
