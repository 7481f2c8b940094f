import { type AiContentDraft, AiContentSaveSchema, htmlToText } from '@platform/core';
import { Suspense, useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link } from 'react-router';
import { Badge } from '../../../components/ui/badge.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Form, FormField, useZodForm } from '../../../components/ui/form.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { LazyRichTextEditor } from '../../content/index.ts';
import { EventForm } from '../../events/index.ts';
import { useSaveAiDraft, useUploadDraftImage } from '../api/ai-drafts.ts';
import { useAiContentTexts } from '../texts.ts';
import { ComplianceVerdict } from './compliance-verdict.tsx';

function Provenance({ draft }: { draft: AiContentDraft }) {
  const { t } = useAiContentTexts();
  return (
    <div className="flex flex-col gap-1 text-sm text-zinc-600 dark:text-zinc-300">
      <p className="flex flex-wrap items-center gap-2">
        <Badge tone="brand">{t(`aiContent.kinds.${draft.kind}`)}</Badge>
        <Badge>{t(`aiContent.brands.${draft.brand}`)}</Badge>
        <span>{t('aiContent.draft.producedBy', { by: draft.producedBy })}</span>
      </p>
      {draft.notes.length > 0 ? (
        <details>
          <summary className="cursor-pointer">{t('aiContent.draft.notes')}</summary>
          <ul className="mt-1 list-disc pl-5">
            {draft.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </details>
      ) : null}
    </div>
  );
}

/** An event's text goes into the event form: an event needs its date, time, place and places. */
function EventDraft({ draft, onDone }: { draft: AiContentDraft; onDone(): void }) {
  const { t } = useAiContentTexts();
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm">{t('aiContent.draft.eventNote')}</p>
      <EventForm
        kind="platform"
        id="platform"
        event={null}
        initial={{ title: draft.title, description: htmlToText(draft.body) }}
        onDone={onDone}
      />
    </div>
  );
}

/**
 * The draft the assistant wrote, with the check's verdict: the editor may change title, summary and text, then
 * saves it as a draft in the content manager. The server checks again; a blocked text shows each reason here.
 */
export function AiDraftEditor({ draft, onClose }: { draft: AiContentDraft; onClose(): void }) {
  const { t } = useAiContentTexts();
  const save = useSaveAiDraft(draft.id);
  const upload = useUploadDraftImage();
  const [blocked, setBlocked] = useState<string | null>(null);
  const [savedKind, setSavedKind] = useState<string | null>(draft.savedPostId ? draft.kind : null);
  const form = useZodForm(AiContentSaveSchema, { title: draft.title, summary: draft.summary, body: draft.body });
  const uploadImage = async (file: File) => (await upload.mutateAsync(file)).url.replace(/\/[a-z]+\.webp$/, '/detail.webp');
  return (
    <Card className="flex flex-col gap-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="text-xl font-semibold">{t('aiContent.draft.title')}</h2>
        <Button variant="secondary" onClick={onClose}>
          {t('aiContent.draft.close')}
        </Button>
      </div>
      <Provenance draft={draft} />
      <ComplianceVerdict compliance={draft.compliance} />
      {savedKind ? (
        <p
          role="status"
          className="rounded-md bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-950 dark:text-emerald-200"
        >
          {t('aiContent.draft.saved')}{' '}
          <Link to="/content-manager" className="font-medium underline">
            {t('aiContent.draft.toManager')}
          </Link>
        </p>
      ) : draft.kind === 'event' ? (
        <EventDraft draft={draft} onDone={onClose} />
      ) : (
        <Form
          form={form}
          className="flex flex-col gap-3"
          aria-label={t('aiContent.draft.title')}
          onSubmit={async (values) => {
            setBlocked(null);
            await save.mutateAsync(values);
            setSavedKind(draft.kind);
            toast.success(t('aiContent.draft.saved'));
          }}
          onServerError={(error) => {
            if (error instanceof ApiRequestError && error.message.startsWith('Niet gepubliceerd')) {
              setBlocked(error.message);
              return true;
            }
            return false;
          }}
        >
          <FormField name="title" label={t('aiContent.draft.fieldTitle')} maxLength={120} />
          <FormField name="summary" label={t('aiContent.draft.fieldSummary')} maxLength={300} />
          <Controller
            control={form.control}
            name="body"
            render={({ field, fieldState }) => (
              <Suspense fallback={<Spinner label={t('aiContent.draft.editorLoading')} />}>
                <LazyRichTextEditor
                  label={t('aiContent.draft.fieldBody')}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  uploadImage={uploadImage}
                />
              </Suspense>
            )}
          />
          {blocked ? (
            <div
              role="alert"
              className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800 dark:bg-red-950 dark:text-red-200"
            >
              <p className="font-semibold">{t('aiContent.draft.blocked')}</p>
              <p>{blocked}</p>
            </div>
          ) : null}
          <div className="flex flex-wrap gap-2">
            <SubmitButton pending={save.isPending}>{t('aiContent.draft.save')}</SubmitButton>
          </div>
        </Form>
      )}
    </Card>
  );
}
