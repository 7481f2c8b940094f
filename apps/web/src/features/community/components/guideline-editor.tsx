import { GuidelineFormSchema, type GuidelineInput, SEVERITIES } from '@platform/core';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { applyServerErrors, Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatPercent } from '../../../lib/format.ts';
import { toast } from '../../../lib/toast.ts';
import { useCreateGuideline } from '../api/create-guideline.ts';
import { useAdminGuidelines } from '../api/get-admin-guidelines.ts';
import { usePreviewGuideline } from '../api/preview-guideline.ts';
import { useSetGuidelineActive } from '../api/set-guideline-active.ts';

function summary(rulesData: unknown): string {
  const data = rulesData as { terms?: string[]; patterns?: Array<{ label: string; severity: string }> };
  if (data.terms) return data.terms.join(', ');
  return (data.patterns ?? []).map((pattern) => `${pattern.label} (${pattern.severity})`).join(', ');
}

function errorText(error: unknown): string {
  if (error instanceof ApiRequestError) return [error.message, ...error.issues.map((issue) => issue.message)].join(' ');
  return String(error);
}

/** Add terms or patterns, see what a change would newly flag before saving, switch guidelines on and off. */
export function GuidelineEditor() {
  const { t } = useTranslation();
  const list = useAdminGuidelines();
  const create = useCreateGuideline();
  const preview = usePreviewGuideline();
  const setActive = useSetGuidelineActive();
  const form = useZodForm(GuidelineFormSchema, {
    guidelineType: 'forbidden_terms',
    rulesData: { terms: '', patterns: [{ label: '', regex: '', severity: 'high' }] },
  });
  const type = form.watch('guidelineType');
  // Both buttons submit; the one clicked (Enter clicks the first, the preview) says what to do.
  const action = useRef<'preview' | 'save'>('preview');

  const run = async (input: GuidelineInput) => {
    if (action.current === 'preview') {
      await preview.mutateAsync(input);
      return;
    }
    await create.mutateAsync(input);
    toast.success(t('community.guidelines.saved'));
    const { guidelineType, rulesData } = form.getValues();
    const severity = rulesData.patterns[0]?.severity ?? 'high';
    form.reset({ guidelineType, rulesData: { terms: '', patterns: [{ label: '', regex: '', severity }] } });
    preview.reset();
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3">
        <Form
          form={form}
          onSubmit={run}
          onServerError={(error) => {
            applyServerErrors(error, form, { toast: false });
            toast.error(errorText(error));
            return true;
          }}
          className="flex flex-col gap-3"
          aria-label={t('community.guidelines.add')}
        >
          <h3 className="font-semibold">{t('community.guidelines.add')}</h3>
          <FormSelect name="guidelineType" label={t('community.guidelines.type')}>
            <option value="forbidden_terms">{t('community.guidelines.types.forbidden_terms')}</option>
            <option value="patterns">{t('community.guidelines.types.patterns')}</option>
          </FormSelect>
          {type === 'forbidden_terms' ? (
            <FormField name="rulesData.terms" label={t('community.guidelines.terms')} />
          ) : (
            <div className="grid gap-3 sm:grid-cols-3">
              <FormField name="rulesData.patterns.0.label" label={t('community.guidelines.patternLabel')} />
              <FormField name="rulesData.patterns.0.regex" label={t('community.guidelines.patternRegex')} />
              <FormSelect name="rulesData.patterns.0.severity" label={t('community.guidelines.severity')}>
                {SEVERITIES.map((value) => (
                  <option key={value} value={value}>
                    {t(`community.guidelines.severities.${value}`)}
                  </option>
                ))}
              </FormSelect>
            </div>
          )}
          <div className="flex gap-2">
            <Button
              type="submit"
              variant="secondary"
              onClick={() => {
                action.current = 'preview';
              }}
              disabled={preview.isPending}
            >
              {t('community.guidelines.preview')}
            </Button>
            <Button
              type="submit"
              onClick={() => {
                action.current = 'save';
              }}
              disabled={create.isPending}
            >
              {t('community.guidelines.save')}
            </Button>
          </div>
        </Form>
        {preview.data ? (
          <div aria-live="polite" className="text-sm">
            <p className="font-medium">
              {t('community.guidelines.previewResult', {
                count: preview.data.newlyFlagged.length,
                checked: preview.data.checked,
              })}
            </p>
            <ul className="list-disc pl-5">
              {preview.data.newlyFlagged.map((item) => (
                <li key={item.id}>
                  {item.title}: {formatPercent(item.scoreBefore)} → {formatPercent(item.scoreAfter)} ({item.matches.join(', ')})
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </Card>
      <h3 className="font-semibold">{t('community.guidelines.list')}</h3>
      {list.isPending ? <Spinner /> : null}
      <ul className="flex flex-col gap-2">
        {list.data?.map((guideline) => (
          <li
            key={guideline.id}
            className="flex flex-wrap items-center gap-3 rounded-lg border border-zinc-200 p-3 dark:border-zinc-800"
          >
            <Badge tone={guideline.isActive ? 'brand' : 'neutral'}>
              {guideline.isActive ? t('community.guidelines.active') : t('community.guidelines.inactive')}
            </Badge>
            <span className="font-medium">{t(`community.guidelines.types.${guideline.guidelineType}`)}</span>
            <span className="min-w-0 flex-1 truncate text-sm text-zinc-600 dark:text-zinc-400">
              {summary(guideline.rulesData)}
            </span>
            <Button variant="secondary" onClick={() => setActive.mutate({ id: guideline.id, isActive: !guideline.isActive })}>
              {guideline.isActive ? t('community.guidelines.deactivate') : t('community.guidelines.activate')}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
