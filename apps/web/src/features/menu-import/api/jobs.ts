import type { JobCreated, JobState, MenuImportKind } from '@platform/core';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { api, apiUpload } from '../../../lib/api-client.ts';
import { menuImportKeys } from './keys.ts';

/** How often a running job is asked for its progress. */
const POLL_MS = 700;

/** An uploaded file becomes a job on the server (OCR runs in a worker); the answer is its id. */
export function useStartImportJob() {
  return useMutation({
    mutationFn: (input: { file: File; kind: MenuImportKind }) =>
      apiUpload<JobCreated>('/api/menu-import/jobs', input.file, { kind: input.kind }),
  });
}

const finished = (state: JobState | undefined) =>
  state !== undefined && (state.status === 'done' || state.status === 'failed' || state.status === 'cancelled');

export function getImportJobQueryOptions(jobId: string) {
  return queryOptions({
    queryKey: menuImportKeys.job(jobId),
    queryFn: () => api<JobState>(`/api/menu-import/jobs/${jobId}`),
    // Polled until it ends: the progress per page comes from here. A finished job never changes again.
    refetchInterval: (query) => (finished(query.state.data) ? false : POLL_MS),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useImportJob(jobId: string | null) {
  return useQuery({ ...getImportJobQueryOptions(jobId ?? ''), enabled: jobId !== null });
}

export function useCancelImportJob() {
  return useMutation({ mutationFn: (jobId: string) => api<void>(`/api/menu-import/jobs/${jobId}`, { method: 'DELETE' }) });
}

/** The page image the server rendered for the review pane. */
export const jobPageUrl = (jobId: string, page: number) => `/api/menu-import/jobs/${jobId}/pages/${page}`;
