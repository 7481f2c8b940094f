import type { MenuImportKind, ParsedItem, ParseResult } from '@platform/core';
import { useEffect, useState } from 'react';
import { useCancelImportJob, useImportJob, useStartImportJob } from '../api/jobs.ts';
import { useParseMenuText } from '../api/parse-text.ts';
import type { ImportSource } from '../components/source-pane.tsx';
import { useMenuImportTexts } from '../texts.ts';

export type ImportStage = 'upload' | 'reading' | 'review';

/** Text-like files whose lines the source pane can show as they are. */
const TEXT_FILE = /\.(csv|txt|tsv)$/i;

/**
 * One import from source to checked items: pasted text is parsed at once; a file becomes a job on the server whose
 * pages are read one by one (polled), and can be cancelled. Nothing here saves a menu.
 */
export function useImportSession(kind: MenuImportKind) {
  const { t } = useMenuImportTexts();
  const [stage, setStage] = useState<ImportStage>('upload');
  const [items, setItems] = useState<ParsedItem[]>([]);
  const [warnings, setWarnings] = useState<string[]>([]);
  const [source, setSource] = useState<ImportSource | null>(null);
  const [fileName, setFileName] = useState<string | null>(null);
  const [jobId, setJobId] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const parseText = useParseMenuText();
  const startJob = useStartImportJob();
  const cancelJob = useCancelImportJob();
  const job = useImportJob(stage === 'reading' ? jobId : null);

  const review = (result: ParseResult, from: ImportSource | null) => {
    setItems(result.items);
    setWarnings(result.warnings);
    setSource(from);
    setStage('review');
    if (result.items.length === 0) setNotice(t('menuImport.review.nothingFound'));
  };

  const state = job.data;
  useEffect(() => {
    if (stage !== 'reading' || !state || !jobId) return;
    if (state.status === 'done' && state.result) {
      const pages = state.result.pages;
      setSource((current) => (current?.type === 'lines' ? current : { type: 'pages', jobId, pages, fileName: fileName ?? '' }));
      setItems(state.result.items);
      setWarnings(state.result.warnings);
      setStage('review');
      if (state.result.items.length === 0) setNotice(t('menuImport.review.nothingFound'));
    } else if (state.status === 'failed') {
      setError(state.error ?? t('menuImport.errors.failed'));
      setStage('upload');
    } else if (state.status === 'cancelled') {
      setNotice(t('menuImport.progress.cancelled'));
      setStage('upload');
    }
  }, [stage, state, jobId, fileName, t]);

  useEffect(() => {
    if (job.isError) {
      setError(job.error.message);
      setStage('upload');
    }
  }, [job.isError, job.error]);

  const begin = () => {
    setError(null);
    setNotice(null);
  };

  return {
    stage,
    items,
    setItems,
    warnings,
    source,
    fileName,
    jobId,
    jobState: state,
    error,
    notice,
    busy: parseText.isPending || startJob.isPending,
    cancelling: cancelJob.isPending,
    async fromText(text: string) {
      begin();
      try {
        const result = await parseText.mutateAsync({ text, kind });
        setJobId(null);
        setFileName(null);
        review(result, { type: 'lines', lines: text.split(/\r?\n/) });
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
      }
    },
    async fromFile(file: File) {
      begin();
      try {
        const lines = TEXT_FILE.test(file.name) ? (await file.text()).split(/\r?\n/) : null;
        const created = await startJob.mutateAsync({ file, kind });
        setFileName(file.name);
        setSource(lines ? { type: 'lines', lines, fileName: file.name } : null);
        setJobId(created.jobId);
        setStage('reading');
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
      }
    },
    async cancel() {
      if (!jobId) return;
      try {
        await cancelJob.mutateAsync(jobId);
      } catch (cause) {
        setError(cause instanceof Error ? cause.message : String(cause));
      }
      setJobId(null);
      setNotice(t('menuImport.progress.cancelled'));
      setStage('upload');
    },
    reset() {
      begin();
      setItems([]);
      setWarnings([]);
      setSource(null);
      setJobId(null);
      setFileName(null);
      setStage('upload');
    },
  };
}

export type ImportSession = ReturnType<typeof useImportSession>;
