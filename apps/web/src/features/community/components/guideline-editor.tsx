import { type GuidelineInput, SEVERITIES, type Severity } from '@platform/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { formatPercent } from '../../../lib/format.ts';
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
  const [type, setType] = useState<GuidelineInput['guidelineType']>('forbidden_terms');
  const [terms, setTerms] = useState('');
  const [label, setLabel] = useState('');
  const [regex, setRegex] = useState('');
  const [severity, setSeverity] = useState<Severity>('high');

  const input = (): GuidelineInput =>
    type === 'forbidden_terms'
      ? {
          guidelineType: 'forbidden_terms',
          rulesData: {
            terms: terms
              .split(',')
              .map((term) => term.trim())
              .filter(Boolean),
          },
        }
      : { guidelineType: 'patterns', rulesData: { patterns: [{ label, regex, severity }] } };

  const run = async (action: 'preview' | 'save') => {
    try {
      if (action === 'preview') {
        await preview.mutateAsync(input());
      } else {
        await create.mutateAsync(input());
        toast.success(t('community.guidelines.saved'));
        setTerms('');
        setLabel('');
        setRegex('');
        preview.reset();
      }
    } catch (error) {
      toast.error(errorText(error));
    }
  };

  return (
    <div className="flex flex-col gap-4">
      <Card className="flex flex-col gap-3">
        <h3 className="font-semibold">{t('community.guidelines.add')}</h3>
        <SelectField
          label={t('community.guidelines.type')}
          value={type}
          onChange={(event) => setType(event.target.value as GuidelineInput['guidelineType'])}
        >
          <option value="forbidden_terms">{t('community.guidelines.types.forbidden_terms')}</option>
          <option value="patterns">{t('community.guidelines.types.patterns')}</option>
        </SelectField>
        {type === 'forbidden_terms' ? (
          <Field label={t('community.guidelines.terms')} value={terms} onChange={(event) => setTerms(event.target.value)} />
        ) : (
          <div className="grid gap-3 sm:grid-cols-3">
            <Field
              label={t('community.guidelines.patternLabel')}
              value={label}
              onChange={(event) => setLabel(event.target.value)}
            />
            <Field
              label={t('community.guidelines.patternRegex')}
              value={regex}
              onChange={(event) => setRegex(event.target.value)}
            />
            <SelectField
              label={t('community.guidelines.severity')}
              value={severity}
              onChange={(event) => setSeverity(event.target.value as Severity)}
            >
              {SEVERITIES.map((value) => (
                <option key={value} value={value}>
                  {t(`community.guidelines.severities.${value}`)}
                </option>
              ))}
            </SelectField>
          </div>
        )}
        <div className="flex gap-2">
          <Button variant="secondary" onClick={() => void run('preview')} disabled={preview.isPending}>
            {t('community.guidelines.preview')}
          </Button>
          <Button onClick={() => void run('save')} disabled={create.isPending}>
            {t('community.guidelines.save')}
          </Button>
        </div>
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
