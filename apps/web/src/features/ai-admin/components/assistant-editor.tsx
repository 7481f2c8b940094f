import { type AssistantConfig, AssistantConfigInputSchema } from '@platform/core';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Checkbox } from '../../../components/ui/checkbox.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { TextareaField } from '../../../components/ui/field.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatDate } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useResetAssistantConfig, useUpdateAssistantConfig } from '../api/assistant-configs.ts';
import { questionsOf } from '../lib/numbers.ts';
import { useAiAdminTexts } from '../texts.ts';

type Language = 'nl' | 'en';
type Texts = Record<string, Record<Language, string>>;
type Errors = Partial<Record<string, string>>;

function textsOf(config: AssistantConfig): Texts {
  return Object.fromEntries(
    config.contexts.map((context) => {
      const lists = config.suggestions[context] ?? { nl: [], en: [] };
      return [context, { nl: lists.nl.join('\n'), en: lists.en.join('\n') }];
    }),
  );
}

/** An issue's place in the form: `suggestions.venue.nl.0` → `suggestions.venue.nl`. */
function errorsOf(issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }>): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = issue.path
      .slice(0, issue.path[0] === 'suggestions' ? 3 : 1)
      .map(String)
      .join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** One assistant's instructions, suggested questions per context (Dutch and English) and tools. */
export function AssistantEditor({ config }: { config: AssistantConfig }) {
  const { t } = useAiAdminTexts();
  const save = useUpdateAssistantConfig();
  const reset = useResetAssistantConfig();
  const [instructions, setInstructions] = useState(config.instructions);
  const [texts, setTexts] = useState<Texts>(() => textsOf(config));
  const [tools, setTools] = useState(() => new Set(config.tools.filter((tool) => tool.enabled).map((tool) => tool.name)));
  const [errors, setErrors] = useState<Errors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      instructions,
      suggestions: Object.fromEntries(
        Object.entries(texts).map(([context, text]) => [context, { nl: questionsOf(text.nl), en: questionsOf(text.en) }]),
      ),
      tools: config.tools.map((tool) => tool.name).filter((name) => tools.has(name)),
    };
    const parsed = AssistantConfigInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    save.mutate(
      { id: config.id, input: parsed.data },
      {
        onSuccess: () => toast.success(t('aiAdmin.assistants.saved', { name: config.name })),
        onError: (error) => {
          if (error instanceof ApiRequestError && error.issues.length > 0) setErrors(errorsOf(error.issues));
          toast.error(error.message);
        },
      },
    );
  };

  return (
    <Card>
      <form onSubmit={submit} className="flex flex-col gap-5" noValidate aria-labelledby="assistant-title">
        <div>
          <h2 id="assistant-title" className="text-xl font-semibold">
            {config.name}
          </h2>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">
            {config.role}
            {config.updatedAt ? ` · ${t('aiAdmin.assistants.updated', { at: formatDate(config.updatedAt, true) })}` : ''}
          </p>
        </div>
        <TextareaField
          label={t('aiAdmin.assistants.instructions')}
          rows={6}
          value={instructions}
          onChange={(event) => setInstructions(event.target.value)}
          error={errors.instructions}
        />
        <div className="-mt-3 text-sm text-zinc-700 dark:text-zinc-300">
          <p>{t('aiAdmin.assistants.instructionsHelp')}</p>
          <ul className="mt-1 list-disc pl-5">
            {config.fixedRules.map((rule) => (
              <li key={rule}>{rule}</li>
            ))}
          </ul>
        </div>
        <fieldset className="flex min-w-0 flex-col gap-4">
          <legend className="mb-1 text-base font-semibold">{t('aiAdmin.assistants.suggestions')}</legend>
          <p className="text-sm text-zinc-700 dark:text-zinc-300">{t('aiAdmin.assistants.suggestionsHelp')}</p>
          {Object.entries(texts).map(([context, text]) => (
            <div key={context} className="grid gap-3 sm:grid-cols-2">
              {(['nl', 'en'] as const).map((language) => (
                <TextareaField
                  key={language}
                  label={t('aiAdmin.assistants.questionsFor', {
                    context: t(`aiAdmin.contexts.${context}`),
                    language: t(`aiAdmin.languages.${language}`),
                  })}
                  rows={3}
                  value={text[language]}
                  onChange={(event) => setTexts({ ...texts, [context]: { ...text, [language]: event.target.value } })}
                  error={errors[`suggestions.${context}.${language}`]}
                />
              ))}
            </div>
          ))}
        </fieldset>
        <fieldset className="flex min-w-0 flex-col gap-2">
          <legend className="mb-1 text-base font-semibold">{t('aiAdmin.assistants.tools')}</legend>
          {config.tools.map((tool) => (
            <Checkbox
              key={tool.name}
              checked={tools.has(tool.name)}
              onChange={(event) => {
                const next = new Set(tools);
                if (event.target.checked) next.add(tool.name);
                else next.delete(tool.name);
                setTools(next);
              }}
              label={
                <span>
                  {t(`aiAdmin.toolNames.${tool.name}`, { defaultValue: tool.name })}
                  {tool.changesData ? (
                    <span className="text-zinc-600 dark:text-zinc-400"> · {t('aiAdmin.assistants.changesData')}</span>
                  ) : null}
                </span>
              }
            />
          ))}
          {errors.tools ? (
            <p role="alert" className="text-sm text-red-600 dark:text-red-400">
              {errors.tools}
            </p>
          ) : null}
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <SubmitButton pending={save.isPending}>{t('aiAdmin.assistants.save')}</SubmitButton>
          {config.customised ? (
            <ConfirmDialog
              trigger={
                <Button variant="secondary" disabled={reset.isPending}>
                  {t('aiAdmin.assistants.reset')}
                </Button>
              }
              title={t('aiAdmin.assistants.resetTitle', { name: config.name })}
              description={t('aiAdmin.assistants.resetText')}
              confirm={t('aiAdmin.assistants.reset')}
              cancel={t('app.cancel')}
              onConfirm={() =>
                reset.mutate(config.id, {
                  onSuccess: () => toast.success(t('aiAdmin.assistants.resetDone', { name: config.name })),
                  onError: (error) => toast.error(error.message),
                })
              }
            />
          ) : null}
        </div>
      </form>
    </Card>
  );
}
