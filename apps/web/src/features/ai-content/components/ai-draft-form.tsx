import {
  AI_CONTENT_KINDS,
  AI_CONTENT_LENGTHS,
  AI_CONTENT_TONES,
  type AiContentDraft,
  AiContentFormSchema,
  BRAND_TYPES,
} from '@platform/core';
import { Form, FormField, FormSelect, useZodForm } from '../../../components/ui/form.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { useGenerateAiDraft } from '../api/ai-drafts.ts';
import { useAiContentTexts } from '../texts.ts';

/** What the editor asks for: kind, brand, topic, tone, length and keywords. */
export function AiDraftForm({ onDraft }: { onDraft(draft: AiContentDraft): void }) {
  const { t } = useAiContentTexts();
  const generate = useGenerateAiDraft();
  const form = useZodForm(AiContentFormSchema, {
    kind: 'blog',
    brand: 'cannabis',
    topic: '',
    tone: 'informatief',
    length: 'middel',
    keywords: '',
  });
  return (
    <Form
      form={form}
      className="flex flex-col gap-3"
      aria-label={t('aiContent.form.title')}
      onSubmit={async (values) => onDraft(await generate.mutateAsync(values))}
    >
      <h2 className="text-xl font-semibold">{t('aiContent.form.title')}</h2>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect name="kind" label={t('aiContent.form.kind')}>
          {AI_CONTENT_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`aiContent.kinds.${kind}`)}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="brand" label={t('aiContent.form.brand')}>
          {BRAND_TYPES.map((brand) => (
            <option key={brand} value={brand}>
              {t(`aiContent.brands.${brand}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormField name="topic" label={t('aiContent.form.topic')} placeholder={t('aiContent.form.topicHint')} maxLength={200} />
      <div className="grid gap-3 sm:grid-cols-2">
        <FormSelect name="tone" label={t('aiContent.form.tone')}>
          {AI_CONTENT_TONES.map((tone) => (
            <option key={tone} value={tone}>
              {t(`aiContent.tones.${tone}`)}
            </option>
          ))}
        </FormSelect>
        <FormSelect name="length" label={t('aiContent.form.length')}>
          {AI_CONTENT_LENGTHS.map((length) => (
            <option key={length} value={length}>
              {t(`aiContent.lengths.${length}`)}
            </option>
          ))}
        </FormSelect>
      </div>
      <FormField name="keywords" label={t('aiContent.form.keywords')} placeholder={t('aiContent.form.keywordsHint')} />
      <p className="text-sm text-zinc-500">{t('aiContent.form.note')}</p>
      <div>
        <SubmitButton pending={generate.isPending}>
          {generate.isPending ? t('aiContent.form.writing') : t('aiContent.form.submit')}
        </SubmitButton>
      </div>
    </Form>
  );
}
