import {
  type AiControl,
  type AiControlSettingsInput,
  AiControlSettingsInputSchema,
  type AiModelChoice,
  type AssistantId,
} from '@platform/core';
import { type FormEvent, useState } from 'react';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatNumber } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useUpdateAiControl } from '../api/ai-control.ts';
import { parseDecimal, parseWhole } from '../lib/numbers.ts';
import { useAiAdminTexts } from '../texts.ts';

type Errors = Partial<Record<string, string>>;

/** Issues by their first path segment (`models.tastee` → `models.tastee`). */
function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** Model per assistant, the daily token budgets and the price per 1,000 tokens. */
export function AiSettingsForm({ control }: { control: AiControl }) {
  const { t } = useAiAdminTexts();
  const save = useUpdateAiControl();
  // Shown as the admin reads numbers (2.000.000; 0,002); parseWhole and parseDecimal read them back.
  const [platform, setPlatform] = useState(formatNumber(control.platformDailyTokens, 0));
  const [perPlace, setPerPlace] = useState(formatNumber(control.perPlaceDailyTokens, 0));
  const [cost, setCost] = useState(formatNumber(control.costPer1kTokens, 6));
  const [models, setModels] = useState<Partial<Record<AssistantId, AiModelChoice>>>(
    Object.fromEntries(control.assistants.map((assistant) => [assistant.id, assistant.model])),
  );
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const draft = {
      platformDailyTokens: parseWhole(platform) ?? Number.NaN,
      perPlaceDailyTokens: parseWhole(perPlace) ?? Number.NaN,
      costPer1kTokens: parseDecimal(cost) ?? Number.NaN,
      models,
    };
    const parsed = AiControlSettingsInputSchema.safeParse(draft);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(parsed.data satisfies AiControlSettingsInput, {
      onSuccess: () => toast.success(t('aiAdmin.settings.saved')),
      onError: (error) => {
        if (error instanceof ApiRequestError && error.issues.length > 0) setErrors(errorsOf(error.issues));
        toast.error(error.message);
      },
    });
  };

  return (
    <Card aria-labelledby="ai-settings-title">
      <form onSubmit={submit} className="flex flex-col gap-4" noValidate>
        <h2 id="ai-settings-title" className="text-xl font-semibold">
          {t('aiAdmin.settings.title')}
        </h2>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {control.external ? t('aiAdmin.settings.external', control.external) : t('aiAdmin.settings.noExternal')}
        </p>
        <fieldset className="grid min-w-0 gap-3 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold">{t('aiAdmin.settings.models')}</legend>
          {control.assistants.map((assistant) => (
            <SelectField
              key={assistant.id}
              label={assistant.name}
              className="w-full min-w-0"
              value={models[assistant.id] ?? 'builtin'}
              onChange={(event) => setModels({ ...models, [assistant.id]: event.target.value as AiModelChoice })}
              error={errors[`models.${assistant.id}`]}
            >
              <option value="builtin">{t('aiAdmin.settings.builtin')}</option>
              <option value="external" disabled={!control.external}>
                {control.external
                  ? t('aiAdmin.settings.externalOption', { model: control.external.model })
                  : t('aiAdmin.settings.externalMissing')}
              </option>
            </SelectField>
          ))}
        </fieldset>
        <div className="grid gap-3 sm:grid-cols-3">
          <Field
            label={t('aiAdmin.settings.platformDaily')}
            inputMode="numeric"
            value={platform}
            onChange={(event) => setPlatform(event.target.value)}
            error={errors.platformDailyTokens}
          />
          <Field
            label={t('aiAdmin.settings.perPlaceDaily')}
            inputMode="numeric"
            value={perPlace}
            onChange={(event) => setPerPlace(event.target.value)}
            error={errors.perPlaceDailyTokens}
          />
          <Field
            label={t('aiAdmin.settings.costPer1k')}
            inputMode="decimal"
            value={cost}
            onChange={(event) => setCost(event.target.value)}
            error={errors.costPer1kTokens}
          />
        </div>
        <p className="text-sm text-zinc-700 dark:text-zinc-300">
          {t('aiAdmin.settings.usedToday', {
            used: formatNumber(control.usedToday, 0),
            budget: formatNumber(control.platformDailyTokens, 0),
          })}
        </p>
        <div>
          <SubmitButton pending={save.isPending}>{t('aiAdmin.settings.save')}</SubmitButton>
        </div>
      </form>
    </Card>
  );
}
