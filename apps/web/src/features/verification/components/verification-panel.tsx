import { DOCUMENT_KINDS, type DocumentKind, isBlocked, MAX_DOCUMENT_BYTES } from '@platform/core';
import { type FormEvent, useState } from 'react';
import { Badge } from '../../../components/ui/badge.tsx';
import { Field, SelectField } from '../../../components/ui/field.tsx';
import { QueryState } from '../../../components/ui/query-state.tsx';
import { SubmitButton } from '../../../components/ui/submit-button.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useRetentionPeriods } from '../../../lib/retention-periods.ts';
import { toast } from '../../../lib/toast.ts';
import { documentFileUrl } from '../api/document-file-url.ts';
import { useMyVerification } from '../api/get-my-verification.ts';
import { useUploadDocument } from '../api/upload-document.ts';
import { useVerificationTexts } from '../texts.ts';

const STATUS_TONE = { pending: 'warning', approved: 'brand', rejected: 'danger' } as const;

/** The verification tab: state, the admin's notes, the upload form and the user's documents. */
export function VerificationPanel() {
  const { t } = useVerificationTexts();
  const { identityDocumentsDays } = useRetentionPeriods();
  const overview = useMyVerification();
  const upload = useUploadDocument();
  const [kind, setKind] = useState<DocumentKind>('id_card');
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string>();

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    if (!file) return setError(t('verification.chooseFile'));
    if (file.size > MAX_DOCUMENT_BYTES) return setError(t('verification.tooLarge'));
    try {
      await upload.mutateAsync({ kind, file });
      toast.success(t('verification.uploaded'));
      setFile(null);
      (event.target as HTMLFormElement).reset();
    } catch (failure) {
      setError((failure as Error).message);
    }
  }

  return (
    <QueryState query={overview}>
      {(data) => (
        <div className="flex flex-col gap-5">
          {data.verificationStatus === 'rejected' && data.notes ? (
            <div role="status" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
              <p className="font-semibold">{t('verification.rejectedTitle')}</p>
              <p>{data.notes}</p>
            </div>
          ) : null}
          {data.verificationStatus === 'verified' ? (
            <p role="status" className="rounded-md bg-brand/10 p-3 text-brand">
              {t('verification.verifiedText')}
            </p>
          ) : null}
          {isBlocked(data) ? null : (
            <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
              <h3 className="text-lg font-semibold">{t('verification.uploadTitle')}</h3>
              <div className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
                <p className="font-semibold">{t('verification.privacyTitle')}</p>
                <p>{t('verification.privacyBsn')}</p>
                <p>{t('verification.privacyStorage', { days: identityDocumentsDays })}</p>
              </div>
              <SelectField label={t('verification.kind')} value={kind} onChange={(e) => setKind(e.target.value as DocumentKind)}>
                {DOCUMENT_KINDS.map((option) => (
                  <option key={option} value={option}>
                    {t(`verification.kinds.${option}`)}
                  </option>
                ))}
              </SelectField>
              <Field
                label={t('verification.file')}
                type="file"
                accept="image/jpeg,image/png,application/pdf"
                onChange={(e) => setFile(e.target.files?.[0] ?? null)}
                error={error}
              />
              <p className="text-sm text-zinc-500">{t('verification.fileHint')}</p>
              <div>
                <SubmitButton pending={upload.isPending}>{t('verification.upload')}</SubmitButton>
              </div>
            </form>
          )}
          <section aria-labelledby="documents-title">
            <h3 id="documents-title" className="mb-2 text-lg font-semibold">
              {t('verification.documents')}
            </h3>
            {data.documents.length === 0 ? (
              <p className="text-zinc-500">{t('verification.noDocuments')}</p>
            ) : (
              <ul className="flex flex-col gap-2">
                {data.documents.map((document) => (
                  <li
                    key={document.id}
                    className="flex flex-wrap items-center gap-2 rounded-md border border-zinc-200 p-3 dark:border-zinc-800"
                  >
                    <span className="font-medium">{t(`verification.kinds.${document.kind}`)}</span>
                    <Badge tone={STATUS_TONE[document.status]}>{t(`verification.status.${document.status}`)}</Badge>
                    <span className="text-sm text-zinc-500">{formatDate(document.submittedAt, true)}</span>
                    {document.notes ? <span className="w-full text-sm">{document.notes}</span> : null}
                    {document.fileAvailable ? (
                      <a
                        href={documentFileUrl(document.id)}
                        target="_blank"
                        rel="noreferrer"
                        className="text-sm text-brand underline"
                      >
                        {t('verification.view')}
                      </a>
                    ) : (
                      <span className="text-sm text-zinc-500">{t('verification.fileDeleted')}</span>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </QueryState>
  );
}
