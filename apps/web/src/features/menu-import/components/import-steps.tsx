import type { MenuImportKind } from '@platform/core';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { Card } from '../../../components/ui/card.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import type { ImportSession } from '../hooks/use-import-session.ts';
import { useMenuImportTexts } from '../texts.ts';
import { JobProgress } from './job-progress.tsx';
import { ReviewTable } from './review-table.tsx';
import { UploadPanel } from './upload-panel.tsx';

/**
 * The shared part of the owner's import and the demo: upload, the progress per page, then the review table.
 * `beforeUpload` adds to the upload step (the demo's samples); `actions` follow the review (apply, or download).
 */
export function ImportSteps({
  session,
  kind,
  beforeUpload,
  actions,
}: {
  session: ImportSession;
  kind: MenuImportKind;
  beforeUpload?: ReactNode;
  actions: ReactNode;
}) {
  const { t } = useMenuImportTexts();
  return (
    <div className="flex flex-col gap-4">
      {session.error ? (
        <p role="alert" className="rounded-md bg-red-50 p-3 text-red-800 dark:bg-red-950/40 dark:text-red-200">
          {session.error}
        </p>
      ) : null}
      {session.notice ? (
        <p role="status" className="rounded-md bg-zinc-100 p-3 dark:bg-zinc-800">
          {session.notice}
        </p>
      ) : null}
      {session.stage === 'upload' ? (
        <Card className="flex flex-col gap-4">
          <h2 className="text-lg font-semibold">{t('menuImport.upload.title')}</h2>
          {beforeUpload}
          <UploadPanel
            busy={session.busy}
            onFile={(file) => void session.fromFile(file)}
            onText={(text) => void session.fromText(text)}
          />
          {session.busy ? <Spinner label={t('menuImport.upload.busy')} /> : null}
        </Card>
      ) : null}
      {session.stage === 'reading' ? (
        <Card>
          <JobProgress
            fileName={session.fileName ?? ''}
            state={session.jobState}
            cancelling={session.cancelling}
            onCancel={() => void session.cancel()}
          />
        </Card>
      ) : null}
      {session.stage === 'review' ? (
        <Card className="flex flex-col gap-4">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="text-lg font-semibold">{t('menuImport.review.title')}</h2>
            <Button variant="ghost" onClick={session.reset}>
              {t('menuImport.review.startOver')}
            </Button>
          </div>
          <ReviewTable
            kind={kind}
            items={session.items}
            onChange={session.setItems}
            source={session.source}
            warnings={session.warnings}
          />
          {actions}
        </Card>
      ) : null}
    </div>
  );
}
