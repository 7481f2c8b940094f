import {
  DEFAULT_CV_RETENTION_DAYS,
  DEFAULT_DOCUMENT_RETENTION_DAYS,
  MENU_IMPORT_LIMITS,
  type PublicPlatformStatus,
} from '@platform/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client.ts';

/** The platform's public status: maintenance, sign-ups and the retention periods in force (ADR 058, ADR 077). */
export const platformStatusQuery = queryOptions({
  queryKey: ['platform', 'status'],
  queryFn: () => api<PublicPlatformStatus>('/api/platform/status'),
});

/**
 * The retention periods the privacy notices name, as the server's purges use them: a superadmin may change them
 * (ADR 077), and a notice must say what is done (AVG). Until the server answers, the built-in defaults.
 */
export function useRetentionPeriods(): PublicPlatformStatus['retention'] {
  const { data } = useQuery(platformStatusQuery);
  return (
    data?.retention ?? {
      identityDocumentsDays: DEFAULT_DOCUMENT_RETENTION_DAYS,
      cvDays: DEFAULT_CV_RETENTION_DAYS,
      menuImportFilesHours: MENU_IMPORT_LIMITS.retentionHours,
    }
  );
}
